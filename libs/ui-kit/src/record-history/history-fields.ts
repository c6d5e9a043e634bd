import type { AuditFieldChange } from './record-history';
import { isoToBR } from '../dates/calendar-date';
import { plainValue, RECORD_HISTORY_TEXT, type DescribedChange } from './record-history';

/** How a history writes one field's value. */
export type HistoryValueText = (value: unknown) => string;

/** A screen's audited fields: the form's label and, when the value is not plain text, how it reads. */
export type HistoryFields = Readonly<Record<string, readonly [label: string, text?: HistoryValueText]>>;

/** A calendar date (or an instant's date) as DD/MM/YYYY. */
export const historyDate: HistoryValueText = (value) =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value) ? isoToBR(value.slice(0, 10)) : plainValue(value);

/** An id by its name in a reference list the screen loads; '#id' when the list does not have it. */
export const historyName =
  (names: ReadonlyMap<number | string, string>): HistoryValueText =>
  (value) =>
    typeof value === 'number' || typeof value === 'string' ? (names.get(value) ?? `#${value}`) : plainValue(value);

/** A list, each item written by `item`, comma separated; an empty list reads '(vazio)'. */
export const historyList =
  (item: HistoryValueText = plainValue): HistoryValueText =>
  (value) =>
    Array.isArray(value) ? (value.length ? value.map(item).join(', ') : RECORD_HISTORY_TEXT.empty_value) : plainValue(value);

/** A change in the screen's words: the form's label and both values; an unknown field by its name, values plain. */
export function describeFields(fields: HistoryFields, change: AuditFieldChange): DescribedChange {
  const [label, text = plainValue] = fields[change.campo] ?? [change.campo];
  return { label, from: text(change.de), to: text(change.para) };
}
