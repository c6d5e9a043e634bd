/**
 * Server-side paging protocol shared by every list endpoint and the DataTable's
 * server mode. Without `page` a list answers the whole list in its default order
 * (SPEC behaviour); with it, one page and the total in `X-Total-Count`. A broad search over a
 * big list may answer before its exact count ends: then the total is a lower bound and
 * `X-Total-Count-Exact: false` says so (`true` otherwise) (the table shows "1–10 de mais de 1.000"); the exact
 * total comes with a later page of the same search.
 *
 *   GET /api/customer?page=1&pageSize=10&sort=-id,nome_razao&q=silva&filter.documento=123
 *
 * - page: 1-based page number.
 * - pageSize: rows per page, 1..100 (default 10).
 * - sort: comma-separated field names of the row shape; a leading '-' sorts descending.
 * - q: free text; ignores case, accents, spaces, hyphens and parentheses, and matches
 *   when every space-separated term is contained in one of the searchable columns.
 * - filter.<field>: per-column filter; text columns match by "contains" with the same
 *   normalisation as q, other columns by equality.
 */
export interface PageQuery {
  page?: number;
  pageSize?: number;
  sort?: string;
  q?: string;
  [filter: `filter.${string}`]: string | undefined;
}

export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;
