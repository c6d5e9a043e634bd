import { MAX_PAGE_SIZE, TOTAL_COUNT_EXACT_HEADER, TOTAL_COUNT_HEADER, type PageQuery } from '@treina/contracts';
import { apiRequestWithResponse, type QueryValue } from '../api/api-client';
import { toServerQuery, type ServerQuery, type ServerQueryOptions, type ServerTableState } from './server-query';

export interface PagedResult<T> {
  rows: T[];
  total: number;
  /** More rows match than `total` says (X-Total-Count-Exact: false): a broad search still being counted. */
  totalIsLowerBound: boolean;
}

/**
 * Fetches one page; the total comes from `X-Total-Count` (falls back to the rows received),
 * a lower bound when `X-Total-Count-Exact` says false.
 * `path` carries no query string: fixed parameters go in `query` (see `toServerQuery`).
 */
export async function fetchPage<T>(
  path: string,
  query: PageQuery | Record<string, QueryValue>,
  signal?: AbortSignal,
): Promise<PagedResult<T>> {
  const response = await apiRequestWithResponse<T[]>(path, { query: { ...query }, signal });
  const header = response.headers.get(TOTAL_COUNT_HEADER);
  const rows = Array.isArray(response.data) ? response.data : [];
  const total = header !== null && header !== '' && !Number.isNaN(Number(header)) ? Number(header) : rows.length;
  return { rows, total, totalIsLowerBound: response.headers.get(TOTAL_COUNT_EXACT_HEADER) === 'false' };
}

/** At most this many pages of MAX_PAGE_SIZE rows are read for an export. */
const MAX_EXPORT_PAGES = 10_000;

/** Every row of a page query (its `page` and `pageSize` replaced), page by page. */
export async function fetchEveryPage<T>(path: string, base: ServerQuery): Promise<T[]> {
  const all: T[] = [];
  for (let page = 1; page <= MAX_EXPORT_PAGES; page += 1) {
    const { rows, total, totalIsLowerBound } = await fetchPage<T>(path, { ...base, page, pageSize: MAX_PAGE_SIZE });
    all.push(...rows);
    // A short page is the last; a total that is only a lower bound does not say where the rows end.
    if (rows.length < MAX_PAGE_SIZE || (!totalIsLowerBound && all.length >= total)) break;
  }
  return all;
}

/**
 * Every row matching the current sort/filters/search (and the fixed parameters),
 * page by page (for CSV export).
 */
export function fetchAllPages<T>(path: string, state: ServerTableState, options: ServerQueryOptions = {}): Promise<T[]> {
  return fetchEveryPage<T>(path, toServerQuery({ ...state, pageIndex: 0, pageSize: MAX_PAGE_SIZE }, options));
}
