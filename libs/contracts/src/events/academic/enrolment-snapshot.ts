import { field, type PayloadSchema, requiredOf } from '../../payload-schema.js';

/**
 * One enrolment (a student's entry in a class) as academic's enrolment events carry it: enough for finance (commissions) and reporting to
 * keep their own views without calling academic. `sequence` grows by one per change of the enrolment; a consumer ignores an event whose
 * sequence is not above the one it holds.
 */
export interface EnrolmentSnapshotV1 {
  /** The enrolment's own id (the `id` of a class's enrolment entry). */
  id_matricula: number;
  sequence: number;
  id_turma: number;
  id_treinamento: number;
  nome_treinamento: string;
  /** Class dates, YYYY-MM-DD. */
  data_inicio: string;
  data_fim: string;
  id_status_turma: number;
  id_aluno: number;
  nome_aluno: string;
  email_aluno: string | null;
  /** Enrolment status: 1 Inscrito ... 8 Transferência Paga, 9 Lista de Espera (no seat). */
  id_status_inscricao: number;
  nome_status_inscricao: string;
  id_forma_pagto: number | null;
  nome_forma_pagto: string | null;
  valor_pago: number | null;
  cod_pagto: string | null;
  /** Inclusion time in base 36 (upper case in the UI), or inherited from the transfer request. */
  cci: string;
  /** ISO 8601 */
  data_hora_inclusao: string;
  data_hora_pagamento: string | null;
  data_hora_cancelamento: string | null;
  gera_comissao: boolean;
  libera_conteudo: boolean;
  id_status_contrato_aluno: number | null;
  /** For transfers (7, 8): the class of the transfer request the data came from. */
  id_turma_origem: number | null;
  /** The staff user who created the enrolment (sales commissions); null when unknown. */
  id_usuario_venda: number | null;
  /**
   * What the enrolment costs before its discount ('1500.00'): the class's price, else its training's;
   * null when neither has one (nothing to charge). The fields below are absent from older producers.
   */
  valor?: string | null;
  /** A discount on this enrolment ('100.00'), taken from `valor`; null when none. */
  desconto?: string | null;
  /** How many monthly instalments (1..12) the enrolment is charged in. */
  parcelas?: number;
  /** The first instalment's due day (YYYY-MM-DD); null: the enrolment's own day. */
  primeiro_vencimento?: string | null;
}

/** The enrolment's fields, shared by every enrolment event's schema. */
export const ENROLMENT_SNAPSHOT_V1_PROPERTIES = {
  id_matricula: field.id,
  sequence: { type: 'integer', minimum: 1 },
  id_turma: field.id,
  id_treinamento: field.id,
  nome_treinamento: field.text,
  data_inicio: field.day,
  data_fim: field.day,
  id_status_turma: field.integer,
  id_aluno: field.id,
  nome_aluno: field.text,
  email_aluno: field.nullableText,
  id_status_inscricao: field.integer,
  nome_status_inscricao: field.text,
  id_forma_pagto: field.nullableId,
  nome_forma_pagto: field.nullableText,
  valor_pago: { type: 'number', nullable: true },
  cod_pagto: field.nullableText,
  cci: field.text,
  data_hora_inclusao: field.instant,
  data_hora_pagamento: field.nullableInstant,
  data_hora_cancelamento: field.nullableInstant,
  gera_comissao: field.flag,
  libera_conteudo: field.flag,
  id_status_contrato_aluno: field.nullableId,
  id_turma_origem: field.nullableId,
  id_usuario_venda: field.nullableId,
  valor: field.nullableMoney,
  desconto: field.nullableMoney,
  parcelas: { type: 'integer', minimum: 1, maximum: 12 },
  primeiro_vencimento: { ...field.day, nullable: true },
} as const;
export const ENROLMENT_SNAPSHOT_V1_REQUIRED = requiredOf<EnrolmentSnapshotV1>(ENROLMENT_SNAPSHOT_V1_PROPERTIES, {
  valor: true,
  desconto: true,
  parcelas: true,
  primeiro_vencimento: true,
});

export const ENROLMENT_SNAPSHOT_V1_SCHEMA: PayloadSchema<EnrolmentSnapshotV1> = {
  type: 'object',
  properties: ENROLMENT_SNAPSHOT_V1_PROPERTIES,
  required: ENROLMENT_SNAPSHOT_V1_REQUIRED,
};
