/** Numbers, money and months as the Painel shows them (pt-BR). */

const currency = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const integer = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });
const percent = new Intl.NumberFormat('pt-BR', { style: 'percent', maximumFractionDigits: 1 });
const oneDecimal = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** 1234.56 -> 'R$ 1.234,56' (Intl puts a no-break space after R$). */
export function formatCurrency(value: number | null | undefined): string {
  return currency.format(Number.isFinite(value) ? (value as number) : 0);
}

/** 12345 -> '12.345' */
export function formatNumber(value: number | null | undefined): string {
  return integer.format(Number.isFinite(value) ? (value as number) : 0);
}

/** part / whole as '33,3%'; '-' when whole is 0. */
export function formatRatio(part: number, whole: number): string {
  return whole > 0 ? percent.format(part / whole) : '-';
}

/** A percentage given 0-100 with one decimal: 66.7 -> '66,7%', 100 -> '100,0%'. */
export function formatPercent(value: number | null | undefined): string {
  return `${oneDecimal.format(Number.isFinite(value) ? (value as number) : 0)}%`;
}

/** A grade 0-100 with one decimal: 66.67 -> '66,7', 80 -> '80,0'. */
export function formatGrade(value: number | null | undefined): string {
  return oneDecimal.format(Number.isFinite(value) ? (value as number) : 0);
}

const MONTHS = ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'];

/** '2026-03' -> 'mar/2026' */
export function monthLabel(month: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  if (!match) return month;
  return `${MONTHS[Number(match[2]) - 1] ?? match[2]}/${match[1]}`;
}
