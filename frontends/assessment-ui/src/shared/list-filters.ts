/** The list's filter values by id (`filter.<id>` on the server), from the table state's list of filters. */
export function filterValues(columnFilters: ReadonlyArray<{ id: string; value: unknown }>): Record<string, string> {
  return Object.fromEntries(columnFilters.map((filter) => [filter.id, String(filter.value ?? '')]));
}

/** The list with one filter set, or removed when `value` is empty. */
export function withFilter<F extends { id: string; value: unknown }>(columnFilters: readonly F[], id: string, value: string): F[] {
  const rest = columnFilters.filter((filter) => filter.id !== id);
  return value ? [...rest, { id, value } as F] : rest;
}
