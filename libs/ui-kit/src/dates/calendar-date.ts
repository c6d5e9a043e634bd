// Calendar dates without a date library: the API holds them as 'YYYY-MM-DD', people type and read
// them as DD/MM/YYYY. (dayjs did this before: with its plugins it was evaluated by every
// screen, on the first screen's critical path, for what is string work and a days-in-month table.)

/** How the API holds a calendar date. */
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TYPED_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;
/** A calendar date alone, or the date part of a date-time ('T' or a space before the time). */
const ISO_DATE_PART = /^(\d{4}-\d{2}-\d{2})(?:$|[T ])/;

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function isLeapYear(year: number): boolean {
  return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
}

/** Whether year, month (1-12) and day name a day of the (proleptic Gregorian) calendar: no 31/04, 29/02 only in leap years. */
function isRealDate(year: number, month: number, day: number): boolean {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return false;
  if (month < 1 || month > 12 || day < 1) return false;
  const days = month === 2 && isLeapYear(year) ? 29 : DAYS_IN_MONTH[month - 1]!;
  return day <= days;
}

export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

/** 'YYYY-MM-DD' → its day; null when it is not that form or not a real date. */
export function parseIsoDate(text: string): CalendarDay | null {
  const match = ISO_DATE.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return isRealDate(year, month, day) ? { year, month, day } : null;
}

/** 'DD/MM/YYYY' → its day; null when it is not that form or not a real date. */
export function parseTypedDate(text: string): CalendarDay | null {
  const match = TYPED_DATE.exec(text);
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return isRealDate(year, month, day) ? { year, month, day } : null;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** The day as DD/MM/YYYY. */
export function dayToBR({ year, month, day }: CalendarDay): string {
  return `${pad(day)}/${pad(month)}/${pad(year, 4)}`;
}

/** The day as YYYY-MM-DD. */
function dayToIso({ year, month, day }: CalendarDay): string {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/**
 * A date typed as DD/MM/YYYY → 'YYYY-MM-DD'; null while incomplete or when it is not a
 * real date (`31/02/2026`, `29/02` of a common year). Surrounding spaces are ignored, so it
 * also serves as a server table's date-column filter transform.
 */
export function parseDateBR(value: string | null | undefined): string | null {
  // Strict: a lenient reading would roll 31/02 over into March.
  const day = parseTypedDate(value?.trim() ?? '');
  return day ? dayToIso(day) : null;
}

/**
 * A calendar date from the API ('YYYY-MM-DD', or a date-time whose date part is the stored day) → DD/MM/YYYY for a form field; '' when
 * empty or not a real date. The date part is taken as written: read as an instant, a midnight-UTC date would become the day before in
 * Brazil's time zone.
 */
export function isoToBR(value: string | null | undefined): string {
  const part = value ? ISO_DATE_PART.exec(value)?.[1] : undefined;
  const day = part ? parseIsoDate(part) : null;
  return day ? dayToBR(day) : '';
}
