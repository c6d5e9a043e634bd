/**
 * One enrolment (a student's entry in a class) as academic's enrolment events carry
 * it: enough for finance (commissions) and reporting to keep their own views without
 * calling academic. `sequence` grows by one per change of the enrolment; a consumer
 * ignores an event whose sequence is not above the one it holds.
 */
export interface EnrolmentSnapshotV1 {
  /** The enrolment's own id (the `id` of SPEC's class enrolment entry). */
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
  /** Enrolment status (SPEC section 4: 1 INSCRITO ... 8 Transferência Paga; issue 18: 9 Lista de Espera, no seat). */
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
}
