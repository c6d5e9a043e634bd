import type { ClassDeletedV1, ClassSnapshotV1, EnrolmentSnapshotV1, TrainingDeletedV1, TrainingSnapshotV1 } from '@treina/contracts';

/** The class fields an enrolment fact keeps: the training it counts under (byTraining). */
export interface ClassFields {
  id_treinamento: number;
  nome_treinamento: string;
}

/** A turma_projecao row as read; revision 0 (a placeholder) and a deletion-only row have no training. */
export interface HeldClass {
  revision: number;
  id_treinamento: number | null;
  nome_treinamento: string | null;
}

/** A treinamento_projecao row as read; revision 0 (a placeholder) has no name. */
export interface HeldTraining {
  revision: number;
  nome_treinamento: string | null;
}

/**
 * The class fields of an enrolment event's fact: the projection's when it holds the
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
 * - enrolment event first, then the class event: the fact takes the projection's
 *   fields (or the event's, if the class is not known yet), and the class event,
 *   applied in turn, rewrites every fact of the class, this one included. If the
 *   enrolment was written after the class change, the fact shows the previous training
 *   only until that class event lands (it is already on its way: same outbox transaction).
 *
 * Only the class's latest revision survives in the projection (older or repeated
 * class events change nothing), so every fact ends with the class's latest fields.
 */
export function enrolmentClassFields(held: HeldClass | undefined, enrolment: Pick<EnrolmentSnapshotV1, keyof ClassFields>): ClassFields {
  if (held && held.revision > 0 && held.id_treinamento !== null) {
    return { id_treinamento: held.id_treinamento, nome_treinamento: held.nome_treinamento ?? '' };
  }
  return { id_treinamento: enrolment.id_treinamento, nome_treinamento: enrolment.nome_treinamento ?? '' };
}

/**
 * The training's name from the training projection when it holds one: training names
 * are ordered by the training's revision, which class and enrolment events do not carry.
 */
export function withTrainingName(fields: ClassFields, held: HeldTraining | undefined): ClassFields {
  return held && held.revision > 0 && held.nome_treinamento !== null ? { ...fields, nome_treinamento: held.nome_treinamento } : fields;
}

const isRevision = (value: unknown) => Number.isInteger(value) && (value as number) >= 1;

function refuse(what: string, problems: string[]): void {
  if (problems.length) throw new Error(`payload de ${what} inválido: ${problems.join(', ')}`);
}

/** Refuses a payload that is not a class snapshot (the message is retried, then dead-lettered). */
export function assertClassSnapshot(payload: unknown): asserts payload is ClassSnapshotV1 {
  const value = payload as Partial<ClassSnapshotV1> | null;
  if (!value || typeof value !== 'object') throw new Error('payload de turma ausente');
  const problems: string[] = [];
  if (!Number.isInteger(value.id_turma)) problems.push('id_turma');
  if (!Number.isInteger(value.id_treinamento)) problems.push('id_treinamento');
  if (typeof value.nome_treinamento !== 'string') problems.push('nome_treinamento');
  if (!isRevision(value.revision)) problems.push('revision');
  refuse('turma', problems);
}

export function assertClassDeleted(payload: unknown): asserts payload is ClassDeletedV1 {
  const value = payload as Partial<ClassDeletedV1> | null;
  if (!value || typeof value !== 'object') throw new Error('payload de turma ausente');
  refuse('turma', [...(Number.isInteger(value.id_turma) ? [] : ['id_turma']), ...(isRevision(value.revision) ? [] : ['revision'])]);
}

export function assertTrainingSnapshot(payload: unknown): asserts payload is TrainingSnapshotV1 {
  const value = payload as Partial<TrainingSnapshotV1> | null;
  if (!value || typeof value !== 'object') throw new Error('payload de treinamento ausente');
  const problems: string[] = [];
  if (!Number.isInteger(value.id_treinamento)) problems.push('id_treinamento');
  if (typeof value.nome_treinamento !== 'string') problems.push('nome_treinamento');
  if (!isRevision(value.revision)) problems.push('revision');
  refuse('treinamento', problems);
}

export function assertTrainingDeleted(payload: unknown): asserts payload is TrainingDeletedV1 {
  const value = payload as Partial<TrainingDeletedV1> | null;
  if (!value || typeof value !== 'object') throw new Error('payload de treinamento ausente');
  refuse('treinamento', [...(Number.isInteger(value.id_treinamento) ? [] : ['id_treinamento']), ...(isRevision(value.revision) ? [] : ['revision'])]);
}
