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

/** A charge's status: 'Vencida' is an open charge past its due day, computed when read. */
export const CHARGE_STATUSES = ['Aberta', 'Paga', 'Vencida', 'Cancelada'] as const;
export type ChargeStatus = (typeof CHARGE_STATUSES)[number];

/** The ways a payment recorded by hand may have been made. */
export const PAYMENT_METHODS = ['PIX', 'Dinheiro', 'Cartão de crédito', 'Cartão de débito', 'Boleto', 'Transferência bancária'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * One instalment of an enrolment (`GET /api/charges`, list protocol; `GET /api/me/charges`, the
 * student's own). Amounts are strings with two decimals ('1500.00').
 */
export interface ChargeRow {
  id: number;
  id_matricula: number;
  id_turma: number;
  nome_treinamento: string;
  id_aluno: number;
  nome_aluno: string;
  /** This instalment's number (1..parcelas). */
  parcela: number;
  parcelas: number;
  valor: string;
  /** What has been paid towards it (every payment, refunds taken off). */
  valor_recebido: string;
  /** YYYY-MM-DD */
  vencimento: string;
  status: ChargeStatus;
  /** When it was paid in full, ISO 8601; null while open. */
  pago_em: string | null;
  /** The last payment's method; null before any. */
  forma_pagamento: string | null;
  /** A payment differed from what was due: shown for someone to look at, never silently taken as paid. */
  divergente: boolean;
  /** When its payments were refunded (the enrolment was refunded), ISO 8601; null otherwise. */
  estornado_em: string | null;
  /** The PIX "copia e cola" (BR Code) while it can be paid; null once paid or cancelled, or before the school's PIX key is set. */
  pix_copia_e_cola: string | null;
}

/** `POST /api/charges/{id}/payments`: a payment recorded by hand. */
export interface ChargePaymentBody {
  /** '1500.00', 1500 or '1.500,00'. */
  valor: string | number;
  /** The day it was paid (YYYY-MM-DD) or the instant (ISO 8601); not in the future. */
  pago_em: string;
  forma_pagamento: PaymentMethod;
}

/** `POST /api/payments/pix/webhook`: a payment provider's notice, signed (X-Treina-Signature: sha256=<hex of HMAC-SHA256 of the raw body>). */
export interface PixWebhookBody {
  txid: string;
  endToEndId: string;
  valor: string;
  /** ISO 8601 */
  horario: string;
}

/** `GET/PUT /api/finance-settings` (Configurações, 'Cobranças'): who receives the PIX payments. */
export interface FinanceSettings {
  /** The school's PIX key: CPF, CNPJ, e-mail, phone (+55...) or random key. Empty: no PIX codes yet. */
  chave_pix: string;
  /** The receiver's name as the bank shows it (at most 25 characters). */
  nome_recebedor: string;
  /** The receiver's city (at most 15 characters). */
  cidade: string;
}
