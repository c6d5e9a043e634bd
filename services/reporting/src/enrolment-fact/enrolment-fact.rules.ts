import type { EnrolmentSnapshotV1 } from '@treina/contracts';
import { type EnrolmentFact, FACT_COLUMN_NAMES } from './enrolment-fact.columns.js';

/** The class fields a fact counts under: its class's current training (the class projection's). */
export type FactClassFields = Pick<EnrolmentFact, 'id_treinamento' | 'nome_treinamento'>;

/**
 * The fact an enrolment change leaves: the event's own fields under its class's current training,
 * and the status name empty when academic sends none.
 */
export function enrolmentFact(enrolment: EnrolmentSnapshotV1, klass: FactClassFields): EnrolmentFact {
  const fact = Object.fromEntries(
    FACT_COLUMN_NAMES.map((column) => [column, column in klass ? klass[column as keyof FactClassFields] : enrolment[column]]),
  ) as EnrolmentFact;
  return { ...fact, nome_status_inscricao: enrolment.nome_status_inscricao ?? '' };
}
