import type { EnrolmentSnapshotV1 } from '@treina/contracts';
import type { ColumnTypes } from '@treina/nest-platform';

/**
 * The enrolment fact's columns and their SQL types, declared once. Each column bears the name of the
 * enrolment event's field it keeps; the upsert is built from this table, and
 * enrolment-fact.columns.spec.ts holds it to the entity.
 */
const FACT_COLUMNS = {
  id_matricula: 'int',
  sequence: 'int',
  id_turma: 'int',
  id_treinamento: 'int',
  nome_treinamento: 'varchar',
  id_aluno: 'int',
  id_status_inscricao: 'int',
  nome_status_inscricao: 'varchar',
  valor_pago: 'numeric',
  data_hora_inclusao: 'timestamptz',
  data_hora_pagamento: 'timestamptz',
  data_hora_cancelamento: 'timestamptz',
  id_turma_origem: 'int',
  id_usuario_venda: 'int',
} as const satisfies Partial<Record<keyof EnrolmentSnapshotV1, string>>;

export type FactColumn = keyof typeof FACT_COLUMNS;

/** A fact as the upsert writes it: every column by its own name (numbers and instants as the event carries them). */
export type EnrolmentFact = Record<FactColumn, string | number | null>;

export const FACT_COLUMN_TYPES: ColumnTypes<EnrolmentFact> = FACT_COLUMNS;
export const FACT_COLUMN_NAMES = Object.keys(FACT_COLUMNS) as FactColumn[];

/** The class fields a fact counts under: its class's current training (the class projection's). */
export type FactClassFields = Pick<EnrolmentFact, 'id_treinamento' | 'nome_treinamento'>;

/** The fact an enrolment change leaves: the event's fields of the table's columns, under its class's current training. */
export function enrolmentFact(enrolment: EnrolmentSnapshotV1, klass: FactClassFields): EnrolmentFact {
  const fact = Object.fromEntries(
    FACT_COLUMN_NAMES.map((column) => [column, column in klass ? klass[column as keyof FactClassFields] : enrolment[column]]),
  ) as EnrolmentFact;
  return { ...fact, nome_status_inscricao: enrolment.nome_status_inscricao ?? '' };
}
