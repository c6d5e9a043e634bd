/**
 * The lists' text search: ignores case, accents, spaces,
 * hyphens and parentheses, and matches when every space-separated term is contained.
 * A term of bare digits also matches the digits of a value ('52998224725' finds 529.982.247-25).
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
  let digits: string[] | undefined;
  return terms.every((term) => {
    if (haystack.some((value) => value.includes(term))) return true;
    if (!isNumberTerm(term)) return false;
    digits ??= values.map(digitsOf);
    return digits.some((value) => value.includes(term));
  });
}

/** A term of digits only: it also matches a CPF, CNPJ or phone shown with its punctuation. */
const isNumberTerm = (term: string) => /^\d{3,}$/.test(term);
const digitsOf = (value: unknown) => (value === null || value === undefined ? '' : String(value).replace(/\D/g, ''));

/** Column filter: the cell contains the typed text, with the same normalisation. */
export function containsNormalized(value: unknown, filter: string): boolean {
  const needle = normalizeSearchText(filter);
  if (!needle) return true;
  return normalizeSearchText(value).includes(needle) || (isNumberTerm(needle) && digitsOf(value).includes(needle));
}
