/** Finance API shapes: the Comissões list. Instants travel as ISO 8601, class dates as 'YYYY-MM-DD'. */

/**
 * One row of `GET /api/commissions` (paged, api/paging.ts; newest data_hora_inscricao first): an
 * enrolment whose entry has gera_comissao true. A Vendas user (type 3) receives only their own
 * sales' rows; every other holder of `commissions` receives every row.
 */
export interface CommissionRow {
  /** The enrolment's id (id_matricula). */
  id: number;
  id_turma: number;
  nome_treinamento: string;
  /** Class start and end, 'YYYY-MM-DD'. */
  data_inicio: string;
  data_fim: string;
  nome_aluno: string;
  /** The enrolment's inclusion time (data_hora_inclusao), ISO 8601. */
  data_hora_inscricao: string;
  /** Enrolment status id (1..9); drives the payment column's PENDENTE rule. */
  id_status_inscricao: number;
  /** Enrolment status name (column 'Status da Inscrição'). */
  status_inscricao: string;
  data_hora_cancelamento: string | null;
  data_hora_pagamento: string | null;
  /** The staff user who made the sale; null when unknown. */
  id_usuario_venda: number | null;
}

/** The Comissões CSV file. */
export const COMMISSIONS_CSV_FILE = 'relatorio_comissoes.csv';
/** Text of the payment column when the enrolment awaits its payment: not cancelled, not paid yet. */
export const PAYMENT_PENDING_TEXT = 'PENDENTE';
/** The enrolment statuses that await a payment: 1 'Inscrito' and 2 'Pagamento Pendente'. */
export const PAYMENT_PENDING_STATUSES: readonly number[] = [1, 2];
