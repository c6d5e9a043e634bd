import type { ObjectLiteral } from 'typeorm';

/** A date a list shows (DD/MM/YYYY): its SQL, and whether it is an instant (timestamptz) shown on the school's calendar. */
export interface ShownDate {
  sql: string;
  instant?: boolean;
}

/** A WHERE condition and its bound parameters. */
export interface BoundCondition {
  sql: string;
  params: ObjectLiteral;
}

const DATE_PIECE = /^[\d/]*\/[\d/]*$/;
const WHOLE_DAY = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const WHOLE_MONTH = /^(\d{2})\/(\d{4})$/;

/**
 * Whether a search term (or a date column's filter) can be a piece of a date as the lists show it, DD/MM/YYYY: digits and at least one '/'
 * (`15/03/2026`, `03/2026`, `15/03`). A bare number is not taken for a date: most rows' year would match it, and digits alone are how
 * phones and CPFs are searched.
 */
export function isDatePiece(text: string): boolean {
  return DATE_PIECE.test(text) && /\d/.test(text);
}

/**
 * Whether a date column's filter is a piece of the shown DD/MM/YYYY: digits and slashes.
 * Unlike a search term, a bare number ('2026') is one: the column says it is a date.
 */
export function isShownDateFilter(text: string): boolean {
  return /^[\d/]*\d[\d/]*$/.test(text);
}

const isoDay = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);

/** The days [from, to) a whole day or month stands for; null for another piece; 'none' for a day or month that does not exist. */
export function dateRangeOf(piece: string): { from: string; to: string } | 'none' | null {
  const day = WHOLE_DAY.exec(piece);
  if (day) {
    const [d, m, y] = [Number(day[1]), Number(day[2]), Number(day[3])];
    const from = isoDay(y, m, d);
    // Date.UTC rolls 31/02 over into March: such a day is shown by no row.
    if (from !== `${day[3]}-${day[2]}-${day[1]}`) return 'none';
    return { from, to: isoDay(y, m, d + 1) };
  }
  const month = WHOLE_MONTH.exec(piece);
  if (month) {
    const [m, y] = [Number(month[1]), Number(month[2])];
    if (m < 1 || m > 12) return 'none';
    return { from: isoDay(y, m, 1), to: isoDay(y, m + 1, 1) };
  }
  return null;
}

/**
 * The condition "the date `column` shown as DD/MM/YYYY contains `piece`": a whole day or month as a range the index answers, any other
 * piece by the shown text (digits and '/': nothing to escape). `name` prefixes the parameters; `timeZone` is the school's.
 */
export function shownDateCondition(column: ShownDate, piece: string, name: string, timeZone: string): BoundCondition {
  const range = dateRangeOf(piece);
  if (range === 'none') return { sql: 'FALSE', params: {} };
  const zone = column.instant ? { [`${name}tz`]: timeZone } : {};
  const bound = (parameter: string) => (column.instant ? `(:${parameter}::timestamp AT TIME ZONE :${name}tz)` : `:${parameter}::date`);
  if (range) {
    return {
      sql: `(${column.sql} >= ${bound(`${name}from`)} AND ${column.sql} < ${bound(`${name}to`)})`,
      params: { ...zone, [`${name}from`]: range.from, [`${name}to`]: range.to },
    };
  }
  const shown = column.instant ? `${column.sql} AT TIME ZONE :${name}tz` : column.sql;
  return { sql: `to_char(${shown}, 'DD/MM/YYYY') LIKE :${name}`, params: { ...zone, [name]: `%${piece}%` } };
}
