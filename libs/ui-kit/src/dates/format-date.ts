import { dayToBR, parseIsoDate, parseTypedDate } from './calendar-date';

export const DATE_FORMAT = 'DD/MM/YYYY';
export const DATE_TIME_FORMAT = 'DD/MM/YYYY HH:mm';

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The value as a local Date: 'YYYY-MM-DD' is a calendar date (its day, never shifted by the time
 * zone) and so is a typed DD/MM/YYYY; other text is read by Date (an ISO date-time with its offset,
 * or without one as local time), as are numbers and Dates. null when empty or not a real date.
 */
function toLocalDate(value: string | number | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string') {
    const day = parseIsoDate(value) ?? parseTypedDate(value);
    if (day) return new Date(day.year, day.month - 1, day.day);
    if (/^\d{4}-\d{2}-\d{2}$|^\d{2}\/\d{2}\/\d{4}$/.test(value)) return null; // the form, but no such day (31/02)
  }
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const dateText = (date: Date) => dayToBR({ year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() });

/** DD/MM/YYYY (pt-br); '' for empty or invalid values. */
export function formatDate(value: string | number | Date | null | undefined): string {
  const date = toLocalDate(value);
  return date ? dateText(date) : '';
}

/** DD/MM/YYYY HH:mm; '' for empty or invalid values. */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  const date = toLocalDate(value);
  return date ? `${dateText(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}` : '';
}

/** Today as DD/MM/YYYY. */
export function todayBR(): string {
  return dateText(new Date());
}
