/**
 * Reporting API shapes (services/reporting): the Painel (dashboard) figures.
 *
 *   GET /api/reports/enrolments/summary?from=YYYY-MM-DD&to=YYYY-MM-DD
 *
 * Permission `commissions` or `config`. Both dates are calendar days in the school's
 * time zone (America/Sao_Paulo), inclusive; without them the last 12 months up to
 * today. Every figure counts one kind of moment falling inside [from, to]:
 *
 * - enrolments: entries by their inclusion time (data_hora_inclusao), any status;
 *   a transfer entry (7/8) is an entry of its own class and counts too.
 * - cancellations: entries whose current status is 4 (cancelled) or 5 (refunded),
 *   by their cancellation time (data_hora_cancelamento).
 * - transfers: entries whose current status is 7 or 8 (or that carry the origin of a
 *   transfer, id_turma_origem), by the transfer date: the 'Transferência' date
 *   (data_hora_cancelamento) of the status-6 entry of the same student in the origin
 *   class; by their own inclusion time when that entry is unknown.
 * - revenue: valor_pago of entries whose current status is paid (3 or 8), by payment
 *   time (data_hora_pagamento; the inclusion time when a paid entry has none).
 * - leadConversion: students created as interested (is_student false), by creation
 *   time (data_criacao); `converted` = how many of those leads have since become
 *   students (is_student true). A cohort figure: converted <= leads.
 *
 * A Vendas user (type 3) gets the enrolment figures of their own sales only
 * (id_usuario_venda); lead conversion is school-wide.
 */
export interface EnrolmentSummary {
  from: string;
  to: string;
  /**
   * How the figures over time are grouped: by month, or by year for a period longer than
   * MAX_MONTHLY_SUMMARY_MONTHS months (a school's whole history); `month` of byMonth and
   * leadConversion is then 'YYYY'.
   */
  granularity: SummaryGranularity;
  /** Entries included in the period (the sum of byStatus). */
  total: number;
  byStatus: EnrolmentStatusCount[];
  /** Every month (or year) of the period, oldest first, zeros included. */
  byMonth: EnrolmentMonth[];
  /** Trainings with an inclusion or a revenue in the period, most enrolments first. */
  byTraining: EnrolmentTrainingFigures[];
  /** Every month of the period, oldest first. */
  leadConversion: LeadConversionMonth[];
}

interface EnrolmentStatusCount {
  id_status_inscricao: number;
  nome_status_inscricao: string;
  count: number;
}

export type SummaryGranularity = 'month' | 'year';

export interface EnrolmentMonth {
  /** 'YYYY-MM', or 'YYYY' when the summary is grouped by year. */
  month: string;
  enrolments: number;
  cancellations: number;
  transfers: number;
  /** Reais, two decimals. */
  revenue: number;
}

export interface EnrolmentTrainingFigures {
  id_treinamento: number;
  nome_treinamento: string;
  enrolments: number;
  revenue: number;
}

interface LeadConversionMonth {
  month: string;
  leads: number;
  converted: number;
}

/** Enrolment statuses whose valor_pago counts as revenue (SPEC section 4). */
export const PAID_ENROLMENT_STATUSES: readonly number[] = [3, 8];
/** Statuses counted as cancellations. */
export const CANCELLED_ENROLMENT_STATUSES: readonly number[] = [4, 5];
/** Statuses of a transfer entry. */
export const TRANSFER_ENROLMENT_STATUSES: readonly number[] = [7, 8];
/** The longest period the summary groups by month; a longer one is grouped by year (any length is answered). */
export const MAX_MONTHLY_SUMMARY_MONTHS = 36;
