import {
  type EnrolmentMonth,
  type EnrolmentSummary,
  type EnrolmentTrainingFigures,
  MAX_MONTHLY_SUMMARY_MONTHS,
  type SummaryGranularity,
} from '@treina/contracts';
import { badRequest } from '@treina/nest-platform';

export interface SummaryPeriod {
  /** 'YYYY-MM-DD', inclusive. */
  from: string;
  to: string;
  /** By month, or by year for a long period. */
  granularity: SummaryGranularity;
  /** Every month ('YYYY-MM') or year ('YYYY') of the period, oldest first. */
  months: string[];
}

/** One kind of moment of an enrolment, counted by month (or year) and training. */
export interface MomentRow {
  kind: 'enrolment' | 'cancellation' | 'transfer' | 'revenue';
  month: string;
  id_treinamento: number;
  nome_treinamento: string;
  n: number;
  amount: string;
}

/** Leads created in a month (or year), and how many of them became students. */
export interface LeadRow {
  month: string;
  leads: number;
  converted: number;
}

/** What the Painel's figures are computed from, read in one snapshot. */
export interface SummaryFigures {
  moments: MomentRow[];
  statuses: EnrolmentSummary['byStatus'];
  leads: LeadRow[];
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function day(name: 'from' | 'to', value: unknown): string | undefined {
  if (value === undefined || value === '') return undefined;
  const match = typeof value === 'string' ? DAY.exec(value) : null;
  if (match) {
    const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
    const parsed = new Date(Date.UTC(year, month - 1, date));
    if (year >= 1900 && parsed.getUTCFullYear() === year && parsed.getUTCMonth() === month - 1 && parsed.getUTCDate() === date)
      return value as string;
  }
  throw badRequest(`O parâmetro '${name}' deve ser uma data válida no formato AAAA-MM-DD.`);
}

const monthIndex = (isoDay: string) => Number(isoDay.slice(0, 4)) * 12 + Number(isoDay.slice(5, 7)) - 1;
const monthText = (index: number) => `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;

/**
 * The Painel's period: `from` and `to` as calendar days, `to` by default today and `from` the first day
 * of the 12th month back, of any length; by month up to MAX_MONTHLY_SUMMARY_MONTHS months, beyond by
 * year. A day that is not one, or `from` after `to`, is a 400.
 */
export function parseSummaryPeriod(raw: { from?: unknown; to?: unknown }, today: string): SummaryPeriod {
  const to = day('to', raw.to) ?? today;
  const from = day('from', raw.from) ?? `${monthText(monthIndex(to) - 11)}-01`;
  if (from > to) throw badRequest("A data inicial ('from') deve ser anterior ou igual à data final ('to').");
  const first = monthIndex(from);
  const last = monthIndex(to);
  if (last - first + 1 > MAX_MONTHLY_SUMMARY_MONTHS) {
    const years: string[] = [];
    for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year += 1) years.push(String(year));
    return { from, to, granularity: 'year', months: years };
  }
  const months: string[] = [];
  for (let index = first; index <= last; index += 1) months.push(monthText(index));
  return { from, to, granularity: 'month', months };
}

/** The to_char() format of a period's buckets. */
export const bucketFormat = (granularity: SummaryGranularity) => (granularity === 'year' ? 'YYYY' : 'YYYY-MM');

/** Reais from a numeric text, to the cent. */
export function toCents(amount: string | number | null | undefined): number {
  const value = Number(amount ?? 0);
  return Number.isFinite(value) ? Math.round(value * 100) : 0;
}

/**
 * The Painel's figures of a period from its moments, statuses and leads: every month (or year) of the
 * period, trainings with enrolments or revenue by most enrolments, then revenue, then name.
 */
export function summaryOf(period: SummaryPeriod, { moments, statuses, leads }: SummaryFigures): EnrolmentSummary {
  const months = new Map<string, EnrolmentMonth & { cents: number }>(
    period.months.map((month) => [month, { month, enrolments: 0, cancellations: 0, transfers: 0, revenue: 0, cents: 0 }]),
  );
  const trainings = new Map<number, EnrolmentTrainingFigures & { cents: number }>();
  for (const row of moments) {
    const month = months.get(row.month);
    const training =
      trainings.get(row.id_treinamento) ??
      trainings
        .set(row.id_treinamento, {
          id_treinamento: row.id_treinamento,
          nome_treinamento: row.nome_treinamento,
          enrolments: 0,
          revenue: 0,
          cents: 0,
        })
        .get(row.id_treinamento)!;
    if (row.kind === 'enrolment') {
      if (month) month.enrolments += row.n;
      training.enrolments += row.n;
    } else if (row.kind === 'cancellation') {
      if (month) month.cancellations += row.n;
    } else if (row.kind === 'transfer') {
      if (month) month.transfers += row.n;
    } else {
      if (month) month.cents += toCents(row.amount);
      training.cents += toCents(row.amount);
    }
  }
  const byTraining = [...trainings.values()]
    .filter((training) => training.enrolments > 0 || training.cents > 0)
    .map(({ cents, ...training }) => ({ ...training, revenue: cents / 100 }))
    .sort((a, b) => b.enrolments - a.enrolments || b.revenue - a.revenue || a.nome_treinamento.localeCompare(b.nome_treinamento, 'pt-BR'));
  const leadsByMonth = new Map(leads.map((row) => [row.month, row]));
  return {
    from: period.from,
    to: period.to,
    granularity: period.granularity,
    total: statuses.reduce((sum, row) => sum + row.count, 0),
    byStatus: statuses,
    byMonth: [...months.values()].map(({ cents, ...month }) => ({ ...month, revenue: cents / 100 })),
    byTraining,
    leadConversion: period.months.map((month) => ({
      month,
      leads: leadsByMonth.get(month)?.leads ?? 0,
      converted: leadsByMonth.get(month)?.converted ?? 0,
    })),
  };
}
