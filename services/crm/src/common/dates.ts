import { ValidateBy, type ValidationOptions } from 'class-validator';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_INSTANT = /^(\d{4})-(\d{2})-(\d{2})T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?$/;
const BR_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;

function calendarDate(year: number, month: number, day: number): string | null {
  if (year < 1900 || year > 2999 || month < 1 || month > 12 || day < 1) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * A calendar date as the API accepts it: 'YYYY-MM-DD', an ISO instant (its date
 * part, as written: '2026-03-10T00:00:00-03:00' is 10 March) or the screen's
 * 'DD/MM/YYYY'. Answers 'YYYY-MM-DD', or null when it is not a real date.
 */
export function parseDateInput(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  let match = ISO_DATE.exec(text) ?? (ISO_INSTANT.test(text) ? ISO_DATE.exec(text.slice(0, 10)) : null);
  if (match) return calendarDate(Number(match[1]), Number(match[2]), Number(match[3]));
  match = BR_DATE.exec(text);
  if (match) return calendarDate(Number(match[3]), Number(match[2]), Number(match[1]));
  return null;
}

/** Today in the server's time zone, 'YYYY-MM-DD'. */
export function today(now = new Date()): string {
  return calendarDate(now.getFullYear(), now.getMonth() + 1, now.getDate())!;
}

/** 'YYYY-MM-DD' plus whole years (29 Feb becomes 28 Feb in a common year). */
export function addYears(isoDate: string, years: number): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return calendarDate(year + years, month, day) ?? calendarDate(year + years, month, day - 1)!;
}

/**
 * Body fields holding a calendar date (see parseDateInput). Named like
 * class-validator's own rule, so the platform pipe answers its Portuguese
 * message naming the field ("O campo 'data' deve ser uma data válida.").
 */
export function IsDateInput(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isDateString',
      validator: {
        validate: (value) => parseDateInput(value) !== null,
        defaultMessage: () => 'must be a date (YYYY-MM-DD or DD/MM/YYYY)',
      },
    },
    options,
  );
}
