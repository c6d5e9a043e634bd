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
 * The class fields of an enrolment event's row: the projection's when it holds the class, else the event's own. Both arrival orders end
 * with the class's latest fields: libs/nest-platform/README.md, 'Class projection: arrival orders'.
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
