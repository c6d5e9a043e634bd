import { foldText } from '@treina/nest-platform';

/**
 * Searching stored folded text (generated `*_dobrado` columns, `atividade.busca`)
 * with the platform's folding: the same match as applyListQuery's
 * `foldSql(column) LIKE`, without folding every row on every query.
 */

/** The space-separated terms of `q`, folded (every one must match). */
export function foldedTerms(q: string | undefined): string[] {
  return (q ?? '').split(/\s+/).map(foldText).filter(Boolean);
}

/** LIKE pattern: contains the folded text, LIKE's own wildcards escaped. */
export function containsPattern(text: string): string {
  return `%${foldText(text).replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
