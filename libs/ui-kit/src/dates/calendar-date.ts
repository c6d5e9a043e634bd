import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { DATE_FORMAT } from './format-date';

dayjs.extend(customParseFormat);

/** How the API holds a calendar date. */
const ISO_DATE_FORMAT = 'YYYY-MM-DD';
const TYPED_DATE = /^\d{2}\/\d{2}\/\d{4}$/;
/** A calendar date alone, or the date part of a date-time ('T' or a space before the time). */
const ISO_DATE_PART = /^(\d{4}-\d{2}-\d{2})(?:$|[T ])/;

/**
 * A date typed as DD/MM/YYYY → 'YYYY-MM-DD'; null while incomplete or when it is not a
 * real date (31/02/2026, 29/02 of a common year). Surrounding spaces are ignored, so it
 * also serves as a server table's date-column filter transform.
 */
export function parseDateBR(value: string | null | undefined): string | null {
  const text = value?.trim() ?? '';
  if (!TYPED_DATE.test(text)) return null;
  // Strict: a lenient parse would roll 31/02 over into March.
  const date = dayjs(text, DATE_FORMAT, true);
  return date.isValid() ? date.format(ISO_DATE_FORMAT) : null;
}

/**
 * A calendar date from the API ('YYYY-MM-DD', or a date-time whose date part is the stored
 * day) → DD/MM/YYYY for a form field; '' when empty or not a real date. The date part is
 * taken as written: read as an instant, a midnight-UTC date would become the day before in
 * Brazil's time zone.
 */
export function isoToBR(value: string | null | undefined): string {
  const day = value ? ISO_DATE_PART.exec(value)?.[1] : undefined;
  if (!day) return '';
  const date = dayjs(day, ISO_DATE_FORMAT, true);
  return date.isValid() ? date.format(DATE_FORMAT) : '';
}
