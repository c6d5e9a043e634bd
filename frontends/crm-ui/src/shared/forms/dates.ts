import { formatDate, parseDateBR } from '@treina/ui-kit';

const pad = (n: number) => String(n).padStart(2, '0');

/** A local calendar date as DD/MM/YYYY. */
export function toBR(date: Date): string {
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
}

/** Today plus `years` years, as DD/MM/YYYY (29/02 becomes 01/03 in a common year). */
export function yearsFromToday(years: number, now: Date = new Date()): string {
  const date = new Date(now.getFullYear() + years, now.getMonth(), now.getDate());
  return toBR(date);
}

/** 'YYYY-MM-DD' (or an ISO instant) from the API as DD/MM/YYYY for a form field. */
export function isoToBR(value: string | null | undefined): string {
  return formatDate(value ?? null);
}

/** A complete DD/MM/YYYY as 'YYYY-MM-DD'; null while incomplete or not a real date. */
export function brToISO(value: string | null | undefined): string | null {
  return parseDateBR(value ?? null);
}
