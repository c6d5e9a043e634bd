import { MAX_MONTHLY_SUMMARY_MONTHS, type SummaryGranularity, UserType } from '@treina/contracts';
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
 * The period of `GET /api/reports/enrolments/summary`: `from` and `to` as calendar days
 * (both optional: `to` defaults to today, `from` to the first day of the 12th month
 * back), of any length: a school looks at its whole history. Up to
 * MAX_MONTHLY_SUMMARY_MONTHS months the figures go by month, beyond by year. A day that
 * is not one, or `from` after `to`, is a 400.
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

/** Today's date ('YYYY-MM-DD') in the time zone. */
export function todayIn(timeZone: string, now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/**
 * A Vendas user (type 3) sees the enrolment figures of their own sales, like their
 * Comissões list; every other holder of `commissions` or `config` sees the school's.
 * Returns the seller to filter by, or null for all.
 */
export function summarySeller(user: { id_usuario: number; id_tipo_usuario: number }): number | null {
  return user.id_tipo_usuario === UserType.VENDAS ? user.id_usuario : null;
}

/** Reais from a numeric text, to the cent. */
export function toCents(amount: string | number | null | undefined): number {
  const value = Number(amount ?? 0);
  return Number.isFinite(value) ? Math.round(value * 100) : 0;
}
