import type { AuditFieldChange } from '@treina/contracts';

/** Field names whose values never reach an audit row (passwords, tokens, hashes): their change is recorded as hidden. */
const SECRET = /senha|password|token|hash|secret/i;
export const HIDDEN_VALUE = '(oculto)';

/** Dates and numbers compare by value; objects and arrays by their JSON text. */
function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a instanceof Date || b instanceof Date) return new Date(a as Date).getTime() === new Date(b as Date).getTime();
  if (typeof a === 'object' && typeof b === 'object' && a !== null && b !== null) return JSON.stringify(a) === JSON.stringify(b);
  return false;
}

const stored = (field: string, value: unknown) => (SECRET.test(field) ? HIDDEN_VALUE : value === undefined ? null : value);

/**
 * The fields among `fields` whose value differs between `before` and `after` (a missing
 * side is null: a create has no before, a delete no after), named `prefix + field`.
 */
export function fieldChanges<T extends object>(
  before: Partial<T> | null,
  after: Partial<T> | null,
  fields: ReadonlyArray<keyof T & string>,
  prefix = '',
): AuditFieldChange[] {
  const changes: AuditFieldChange[] = [];
  for (const field of fields) {
    const de = before?.[field] ?? null;
    const para = after?.[field] ?? null;
    if (sameValue(de, para)) continue;
    changes.push({ campo: `${prefix}${field}`, de: stored(field, de), para: stored(field, para) });
  }
  return changes;
}
