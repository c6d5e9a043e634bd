import type { ClassSnapshotV1 } from '@treina/contracts';

/**
 * The class columns a consumer may keep beside the class's training (which every
 * consumer keeps): the class's dates, 'YYYY-MM-DD'.
 */
export const CLASS_DATE_COLUMNS = ['data_inicio', 'data_fim'] as const;
export type ClassDateColumn = (typeof CLASS_DATE_COLUMNS)[number];

/** The class fields a consumer's rows show: the training, and the class dates `K` it keeps. */
export type ClassFields<K extends ClassDateColumn = never> = Pick<ClassSnapshotV1, 'id_treinamento' | 'nome_treinamento' | K>;

/** A turma_projecao row as read; revision 0 (a placeholder) and a deletion-only row have no fields. */
export type HeldClass<K extends ClassDateColumn = never> = {
  revision: number;
  id_treinamento: number | null;
  nome_treinamento: string | null;
} & Record<K, string | null>;

/** A treinamento_projecao row as read; revision 0 (a placeholder) has no name. */
export interface HeldTraining {
  revision: number;
  nome_treinamento: string | null;
}

/** Where class fields are read from: a class or enrolment snapshot, or a projection row that holds the class. */
export type ClassFieldSource = Pick<ClassSnapshotV1, 'id_treinamento' | 'nome_treinamento'> &
  Partial<Pick<ClassSnapshotV1, ClassDateColumn>>;

/** The class fields `kept` of `source` (a missing training name shows as ''). */
export function classFields<K extends ClassDateColumn>(source: ClassFieldSource, kept: readonly K[]): ClassFields<K> {
  const dates = Object.fromEntries(kept.map((column) => [column, source[column]]));
  return { id_treinamento: source.id_treinamento, nome_treinamento: source.nome_treinamento ?? '', ...dates } as ClassFields<K>;
}

/**
 * The class fields of an enrolment event's row: the projection's when it holds the
 * class's fields, else the event's own.
 *
 * An enrolment event carries its class's fields as academic read them in the
 * enrolment's transaction, but no class revision, so the two sources cannot be
 * compared directly. Academic records `academic.class.updated.v1` in the same
 * transaction as every change of those fields (also when the class's training is
 * renamed), so the projection, once it holds the class, is never older than the last
 * class event applied, and the two arrival orders end the same:
 *
 * - class event first, then an enrolment event written before the class change (older
 *   class fields): the projection holds the newer revision and wins; the enrolment's
 *   own fields (status, payment...) still apply. No roll-back.
 * - enrolment event first, then the class event: the row takes the projection's fields
 *   (or the event's, if the class is not known yet), and the class event, applied in
 *   turn, rewrites every row of the class, this one included. If the enrolment was
 *   written after the class change, the row shows the previous fields only until that
 *   class event lands (it is already on its way: same outbox transaction).
 *
 * Only the class's latest revision survives in the projection (older or repeated
 * class events change nothing), so every row ends with the class's latest fields.
 */
export function enrolmentClassFields<K extends ClassDateColumn>(
  held: HeldClass<K> | undefined,
  enrolment: ClassFieldSource,
  kept: readonly K[],
): ClassFields<K> {
  const holdsClass =
    held !== undefined && held.revision > 0 && held.id_treinamento !== null && kept.every((column) => held[column] !== null);
  return holdsClass ? classFields(held as ClassFieldSource, kept) : classFields(enrolment, kept);
}

/**
 * The training's name from the training projection when it holds one: training names
 * are ordered by the training's revision, which class and enrolment events do not carry.
 */
export function withTrainingName<F extends ClassFields>(fields: F, held: HeldTraining | undefined): F {
  return held && held.revision > 0 && held.nome_treinamento !== null ? { ...fields, nome_treinamento: held.nome_treinamento } : fields;
}
