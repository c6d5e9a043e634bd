import { MAX_PAGE_SIZE, type PageQuery } from '@treina/contracts';
import type { QueryValue } from '../api/api-client';

/** What a server-side table asks for: the state of libs/ui-kit's DataTable server mode. */
export interface ServerTableState {
  pageIndex: number;
  pageSize: number;
  sorting: Array<{ id: string; desc: boolean }>;
  columnFilters: Array<{ id: string; value: string }>;
  globalFilter: string;
}

/**
 * Turns what the user typed in a column filter into the value the server accepts
 * (e.g. DD/MM/YYYY into YYYY-MM-DD); null leaves the filter out until it is usable.
 */
export type FilterTransform = (typed: string) => string | null;

/** Per column id: how its typed filter is sent. Columns without one are sent as typed. */
export type FilterTransforms = Record<string, FilterTransform>;

/**
 * A date column's filter: any piece of the DD/MM/YYYY the cell shows (`15/03/2026`,
 * '03/2026', '15/03', '2026'), sent as typed; the server matches the shown date. Other
 * text is left out until it is one (the server would refuse it).
 */
export const shownDateFilter: FilterTransform = (typed) => (/^[\d/]*\d[\d/]*$/.test(typed.trim()) ? typed.trim() : null);

/** A number column's filter, shown with words around it ('12 aluno(s)'): its first whole number. */
export const numberInTextFilter: FilterTransform = (typed) => /\d{1,9}/.exec(typed)?.[0] ?? null;

/** Fixed query parameters of a list besides the paging protocol; null, undefined and '' are left out. */
export type ServerTableParams = Record<string, QueryValue>;

/** What a page request carries: fixed parameters and the paging protocol. */
export type ServerQuery = Record<string, Exclude<QueryValue, null | undefined>>;

/**
 * Turns table state into the paging protocol of libs/contracts/src/api/paging.ts.
 * `filterTransforms` converts typed column filters first (a null result leaves one out).
 */
export function toPageQuery(state: ServerTableState, filterTransforms: FilterTransforms = {}): PageQuery {
  const query: PageQuery = {
    page: state.pageIndex + 1,
    pageSize: Math.min(Math.max(state.pageSize, 1), MAX_PAGE_SIZE),
  };
  if (state.sorting.length) query.sort = state.sorting.map((s) => (s.desc ? `-${s.id}` : s.id)).join(',');
  const q = state.globalFilter.trim();
  if (q) query.q = q;
  for (const filter of state.columnFilters) {
    const typed = String(filter.value ?? '');
    const transform = filterTransforms[filter.id];
    const value = (transform ? transform(typed) : typed)?.trim();
    if (value) query[`filter.${filter.id}`] = value;
  }
  return query;
}

export interface ServerQueryOptions {
  /** Fixed query parameters sent with every page (`type=student`, `sales=true` ...). */
  params?: ServerTableParams;
  filterTransforms?: FilterTransforms;
}

/**
 * The query of one page: the fixed parameters (empty ones left out), then the paging
 * protocol (which wins over a parameter of the same name).
 */
export function toServerQuery(state: ServerTableState, options: ServerQueryOptions = {}): ServerQuery {
  const query: ServerQuery = {};
  for (const [key, value] of Object.entries(options.params ?? {})) {
    if (value !== undefined && value !== null && value !== '') query[key] = value;
  }
  for (const [key, value] of Object.entries(toPageQuery(state, options.filterTransforms))) {
    if (value !== undefined) query[key] = value;
  }
  return query;
}
