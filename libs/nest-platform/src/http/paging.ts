import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, TOTAL_COUNT_EXACT_HEADER, TOTAL_COUNT_HEADER } from '@treina/contracts';
import type { Response } from 'express';
import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { schoolTimeZone } from '../config/time-zone.js';
import { badRequest } from './api-error.js';
import { isShownDateFilter, shownDateCondition } from './date-search.js';

export type ColumnKind = 'text' | 'number' | 'date' | 'boolean';

/** A field of a list's row shape, and the SQL expression behind it. */
export interface ListColumn {
  sql: string;
  kind: ColumnKind;
  /** Included in the free-text search `q`. */
  searchable?: boolean;
  /** A date column holding an instant (timestamptz): shown, and so filtered, on the school's calendar. */
  instant?: boolean;
}

export interface ListQuery {
  page?: number;
  pageSize: number;
  sort: Array<{ field: string; descending: boolean }>;
  q?: string;
  filters: Array<{ field: string; value: string }>;
}

const FOLD_FROM = 'áàâãäåéèêëíìîïóòôõöúùûüçñ';
const FOLD_TO = 'aaaaaaeeeeiiiiooooouuuucn';

/**
 * The product's search rule: case, accents, spaces, hyphens and parentheses do not matter.
 * The same folding runs in SQL (foldSql) and in JavaScript (foldText).
 */
export function foldText(text: string): string {
  let out = '';
  for (const char of text.toLowerCase()) {
    const index = FOLD_FROM.indexOf(char);
    const folded = index >= 0 ? FOLD_TO[index]! : char;
    if (!' -()'.includes(folded)) out += folded;
  }
  return out;
}

export function foldSql(expression: string): string {
  // translate() drops the characters of `from` that have no partner in `to`: ' -()'.
  return `translate(lower(${expression}::text), '${FOLD_FROM} -()', '${FOLD_TO}')`;
}

/** The space-separated terms of a search `q`, folded (a row must match every one). */
export function foldedTerms(q: string | undefined): string[] {
  return (q ?? '').split(/\s+/).map(foldText).filter(Boolean);
}

/**
 * A LIKE pattern for folded text (foldSql of a column, or a stored folded column)
 * that contains `text`: folded, with LIKE's own wildcards taken literally.
 */
export function containsPattern(text: string): string {
  return `%${foldText(text).replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** Parses the paging protocol (libs/contracts api/paging.ts) against a list's columns. */
export function parseListQuery(raw: Record<string, unknown>, columns: Record<string, ListColumn>): ListQuery {
  const text = (name: string): string | undefined => {
    const value = raw[name];
    if (value === undefined) return undefined;
    if (typeof value !== 'string') throw badRequest(`O parâmetro '${name}' é inválido.`);
    return value;
  };
  const integer = (name: string, min: number, max: number): number | undefined => {
    const value = text(name);
    if (value === undefined || value === '') return undefined;
    const number = Number(value);
    if (!Number.isInteger(number) || number < min || number > max) {
      throw badRequest(`O parâmetro '${name}' deve ser um número inteiro entre ${min} e ${max}.`);
    }
    return number;
  };
  const page = integer('page', 1, 1_000_000);
  const pageSize = integer('pageSize', 1, MAX_PAGE_SIZE) ?? DEFAULT_PAGE_SIZE;
  const sort = (text('sort') ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const descending = part.startsWith('-');
      const field = descending ? part.slice(1) : part;
      if (!columns[field]) throw badRequest(`Não é possível ordenar pelo campo '${field}'.`);
      return { field, descending };
    });
  const q = text('q')?.trim() || undefined;
  if (q && q.length > 200) throw badRequest("O parâmetro 'q' deve ter no máximo 200 caracteres.");
  const filters: ListQuery['filters'] = [];
  for (const [key, value] of Object.entries(raw)) {
    if (!key.startsWith('filter.')) continue;
    const field = key.slice('filter.'.length);
    if (!columns[field]) throw badRequest(`Não é possível filtrar pelo campo '${field}'.`);
    if (typeof value !== 'string' || value.length > 200) throw badRequest(`O filtro '${field}' é inválido.`);
    if (value !== '') filters.push({ field, value });
  }
  return { page, pageSize, sort, q, filters };
}

/**
 * Applies search, filters and sort to a query builder. Parameters are always bound,
 * never concatenated. `defaultSort` keeps the product's order when the caller gives none.
 */
export function applyListQuery<T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  query: ListQuery,
  columns: Record<string, ListColumn>,
  defaultSort: Array<{ field: string; descending: boolean }>,
): SelectQueryBuilder<T> {
  let n = 0;
  const param = () => `p${n++}`;
  if (query.q) {
    const searchable = Object.values(columns).filter((column) => column.searchable);
    for (const term of foldedTerms(query.q)) {
      const name = param();
      qb.andWhere(`(${searchable.map((column) => `${foldSql(column.sql)} LIKE :${name}`).join(' OR ')})`, {
        [name]: containsPattern(term),
      });
    }
  }
  for (const filter of query.filters) {
    const column = columns[filter.field]!;
    const name = param();
    if (column.kind === 'text') {
      qb.andWhere(`${foldSql(column.sql)} LIKE :${name}`, { [name]: containsPattern(filter.value) });
    } else if (column.kind === 'boolean') {
      if (!['true', 'false'].includes(filter.value)) throw badRequest(`O filtro '${filter.field}' deve ser true ou false.`);
      qb.andWhere(`${column.sql} = :${name}`, { [name]: filter.value === 'true' });
    } else if (column.kind === 'number') {
      const number = Number(filter.value);
      if (!Number.isFinite(number)) throw badRequest(`O filtro '${filter.field}' deve ser um número.`);
      qb.andWhere(`${column.sql} = :${name}`, { [name]: number });
    } else if (isShownDateFilter(filter.value.trim())) {
      // What the cell shows (DD/MM/YYYY) contains the typed piece: `15/03/2026`, `03/2026`, `15/03`, `2026`.
      const condition = shownDateCondition(column, filter.value.trim(), name, schoolTimeZone());
      qb.andWhere(condition.sql, condition.params);
    } else {
      if (!/^\d{4}-\d{2}-\d{2}/.test(filter.value) || Number.isNaN(Date.parse(filter.value))) {
        throw badRequest(`O filtro '${filter.field}' deve ser uma data (DD/MM/AAAA ou AAAA-MM-DD).`);
      }
      qb.andWhere(`${column.sql}::date = :${name}::date`, { [name]: filter.value.slice(0, 10) });
    }
  }
  const sort = query.sort.length ? query.sort : defaultSort;
  sort.forEach((entry, index) => {
    const expression = columns[entry.field]!.sql;
    const direction = entry.descending ? 'DESC' : 'ASC';
    if (index === 0) qb.orderBy(expression, direction, entry.descending ? 'NULLS LAST' : 'NULLS FIRST');
    else qb.addOrderBy(expression, direction, entry.descending ? 'NULLS LAST' : 'NULLS FIRST');
  });
  if (query.page !== undefined) qb.offset((query.page - 1) * query.pageSize).limit(query.pageSize);
  return qb;
}

/**
 * The total of a page (libs/contracts TOTAL_COUNT_HEADER) and whether it is exact. Both on every
 * answer, 304 included: a browser updates the headers of the answer it kept from a 304's, so a
 * page asked again once its exact total is known (the same rows, the same ETag) shows it.
 */
export function setTotalCount(response: Response, total: number, lowerBound = false): void {
  response.setHeader(TOTAL_COUNT_HEADER, String(total));
  response.setHeader(TOTAL_COUNT_EXACT_HEADER, lowerBound ? 'false' : 'true');
  response.setHeader('Access-Control-Expose-Headers', `${TOTAL_COUNT_HEADER}, ${TOTAL_COUNT_EXACT_HEADER}`);
}
