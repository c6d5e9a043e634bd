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
  /** The seller's name (users projection); null when unknown. */
  nome_vendedor: string | null;
  /** What was paid for the enrolment: received on its charges net of refunds, else valor_pago when paid ('150.00'). */
  valor_base: string;
  /** The commission rate that applies, percent ('10.00'). */
  percentual: string;
  /** valor_base × percentual / 100, rounded half-up to the centavo ('15.00'). */
  valor_comissao: string;
}

/** A seller's commission rate: for one training, or every training (id_treinamento null). */
export interface CommissionRate {
  id_usuario: number;
  id_treinamento: number | null;
  /** Percent, 0..100, two decimals ('10.00'); input also takes a number or '10,5'. */
  percentual: string;
}

/** A rate as GET /api/commissions/rates lists it, with names where known. */
export interface CommissionRateRow extends CommissionRate {
  nome_usuario: string | null;
  nome_treinamento: string | null;
}

/** `GET /api/commissions/rate-options`: whom and what a rate may name, for the rates editor's pickers. */
export interface CommissionRateOptions {
  /** Active staff users (students left out), by name. */
  vendedores: Array<{ id_usuario: number; nome: string }>;
  /** Trainings finance knows of (deleted ones left out), by name. */
  treinamentos: Array<{ id_treinamento: number; nome_treinamento: string }>;
}

/** What a commission statement line is: the month's commission, or a later change to a closed month's. */
export const COMMISSION_ENTRY_TYPES = ['Comissão', 'Ajuste'] as const;
export type CommissionEntryType = (typeof COMMISSION_ENTRY_TYPES)[number];

export interface CommissionStatementLine {
  id_matricula: number;
  nome_aluno: string;
  nome_treinamento: string;
  valor_base: string;
  percentual: string;
  valor_comissao: string;
  tipo: CommissionEntryType;
}

/** One seller's lines of a month and their total. */
export interface CommissionStatement {
  id_usuario: number;
  nome_vendedor: string | null;
  linhas: CommissionStatementLine[];
  total: string;
}

/** GET /api/commissions/statements?mes=YYYY-MM: the month's statements, one per seller, and whether it is closed. */
export interface CommissionStatements {
  mes: string;
  fechado: boolean;
  vendedores: CommissionStatement[];
}

/** POST /api/commissions/statements/close. */
export interface CloseCommissionMonthBody {
  /** 'YYYY-MM' */
  mes: string;
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

/** Where an enrolment's charges stand, as the class form shows it beside the entry. */
export const ENROLMENT_CHARGE_STATES = ['Em dia', 'Vencida', 'Quitada', 'Cancelada', 'Estornada'] as const;
export type EnrolmentChargeState = (typeof ENROLMENT_CHARGE_STATES)[number];

/** `GET /api/charges/enrolments?id_turma=N`: one line per enrolment of the class that has charges. */
export interface EnrolmentCharges {
  id_matricula: number;
  /** Live instalments (cancelled ones left out); 0 when every one was cancelled. */
  parcelas: number;
  pagas: number;
  vencidas: number;
  /** What the live instalments ask for and what they received ('1500.00'). */
  valor: string;
  valor_recebido: string;
  /** A payment differed from what was due on one of them. */
  divergente: boolean;
  situacao: EnrolmentChargeState;
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
