/**
 * The text search of SPEC "Common list screens": ignores case, accents, spaces,
 * hyphens and parentheses, and matches when every space-separated term is contained.
 */

/** Lower case, no accents, no spaces, hyphens or parentheses. */
export function normalizeSearchText(value: unknown): string {
  if (value === null || value === undefined) return '';
  return String(value)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[\s\-()]+/g, '');
}

/** The typed text split into normalised terms (empty terms dropped). */
export function searchTerms(query: string): string[] {
  return query
    .split(/\s+/)
    .map(normalizeSearchText)
    .filter((term) => term.length > 0);
}

/**
 * True when every term of `query` is contained in at least one of `values`
 * (the row's searchable cells). An empty query matches everything.
 */
export function matchesSearch(values: readonly unknown[], query: string): boolean {
  const terms = searchTerms(query);
  if (terms.length === 0) return true;
  const haystack = values.map(normalizeSearchText);
  return terms.every((term) => haystack.some((value) => value.includes(term)));
}

/** Column filter: the cell contains the typed text, with the same normalisation. */
export function containsNormalized(value: unknown, filter: string): boolean {
  const needle = normalizeSearchText(filter);
  if (!needle) return true;
  return normalizeSearchText(value).includes(needle);
}
