import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, TOTAL_COUNT_HEADER, type PageQuery } from '@treina/contracts';
import { apiRequestWithResponse, type QueryValue } from '../api/api-client';

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

export interface PagedResult<T> {
  rows: T[];
  total: number;
}

/**
 * Fetches one page; the total comes from `X-Total-Count` (falls back to the rows received).
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
  return { rows, total };
}

/** At most this many pages of MAX_PAGE_SIZE rows are read for an export. */
const MAX_EXPORT_PAGES = 10_000;

/** Every row of a page query (its `page` and `pageSize` replaced), page by page. */
async function fetchEveryPage<T>(path: string, base: ServerQuery): Promise<T[]> {
  const all: T[] = [];
  for (let page = 1; page <= MAX_EXPORT_PAGES; page += 1) {
    const { rows, total } = await fetchPage<T>(path, { ...base, page, pageSize: MAX_PAGE_SIZE });
    all.push(...rows);
    if (rows.length === 0 || all.length >= total) break;
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

export interface UseServerTableOptions {
  /** Base query key; the page's query is appended to it. Invalidate it to reload. */
  queryKey: QueryKey;
  /** API path of the list, e.g. '/customer' (no query string: use `params`). */
  path: string;
  /** Fixed query parameters sent with every page and the export, e.g. `{ type: 'student' }`; empty values are left out. */
  params?: ServerTableParams;
  /** Per column id: how a typed filter is sent (e.g. ui-kit's `parseDateBR` for a date); null leaves it out. */
  filterTransforms?: FilterTransforms;
  initialSorting?: ServerTableState['sorting'];
  pageSize?: number;
  /** Debounce for typed search and filters (ms). */
  debounceMs?: number;
  /**
   * How long the rows fetched for an export are kept (ms): another export of the same
   * query within that time reuses them; new data clears them. 0 (default) keeps none.
   */
  exportKeepMs?: number;
  enabled?: boolean;
}

/** The object ui-kit's DataTable takes as its `server` prop. */
export interface ServerTableBinding<T> {
  rowCount: number;
  state: ServerTableState;
  isFetching: boolean;
  onStateChange(next: ServerTableState): void;
  fetchAll(): Promise<T[]>;
}

function useDebounced<T>(value: T, delay: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    if (delay <= 0) return;
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return delay <= 0 ? value : debounced;
}

/**
 * Server-side paging for a list endpoint: holds the table state, sends page, sort,
 * filters and search per the paging protocol (plus fixed `params`, with filters
 * converted by `filterTransforms`), and reads the total from X-Total-Count.
 *
 *   const users = useServerTable<UserRow>({ queryKey: ['users', 'paged'], path: '/user' });
 *   <DataTable data={users.rows} server={users.server} ... />
 */
export function useServerTable<T>(options: UseServerTableOptions) {
  const {
    queryKey,
    path,
    params,
    filterTransforms,
    initialSorting = [],
    pageSize = DEFAULT_PAGE_SIZE,
    debounceMs = 300,
    exportKeepMs = 0,
    enabled = true,
  } = options;
  const [state, setState] = useState<ServerTableState>({
    pageIndex: 0,
    pageSize,
    sorting: initialSorting,
    columnFilters: [],
    globalFilter: '',
  });
  // Typing in the search box or a filter waits a little; paging and sorting do not.
  const textPart = useMemo(
    () => ({ columnFilters: state.columnFilters, globalFilter: state.globalFilter }),
    [state.columnFilters, state.globalFilter],
  );
  const debouncedText = useDebounced(textPart, debounceMs);
  const effective: ServerTableState = { ...state, ...debouncedText };
  const pageQuery = toServerQuery(effective, { params, filterTransforms });

  const query = useQuery({
    queryKey: [...queryKey, pageQuery],
    queryFn: ({ signal }) => fetchPage<T>(path, pageQuery, signal),
    placeholderData: keepPreviousData,
    enabled,
  });

  const onStateChange = useCallback((next: ServerTableState) => {
    setState((prev) => {
      const textChanged =
        prev.globalFilter !== next.globalFilter ||
        JSON.stringify(prev.columnFilters) !== JSON.stringify(next.columnFilters) ||
        JSON.stringify(prev.sorting) !== JSON.stringify(next.sorting) ||
        prev.pageSize !== next.pageSize;
      // A new search, filter, sort or page size starts again on the first page.
      return textChanged ? { ...next, pageIndex: 0 } : next;
    });
  }, []);

  // Rows fetched for an export: kept for `exportKeepMs` (a second click reuses them), then cleared.
  const exported = useRef<{ key: string; rows: T[]; timer: ReturnType<typeof setTimeout> } | null>(null);
  const clearExported = useCallback(() => {
    if (exported.current) clearTimeout(exported.current.timer);
    exported.current = null;
  }, []);
  useEffect(() => clearExported, [clearExported]);
  // New data (a reload after a change) makes kept rows stale.
  useEffect(() => clearExported(), [query.dataUpdatedAt, clearExported]);

  // What the export reads: the applied query from the first page on.
  const exportKey = JSON.stringify(toServerQuery({ ...effective, pageIndex: 0, pageSize: MAX_PAGE_SIZE }, { params, filterTransforms }));
  const fetchAll = useCallback(async (): Promise<T[]> => {
    if (exported.current?.key === exportKey) return exported.current.rows;
    const rows = await fetchEveryPage<T>(path, JSON.parse(exportKey) as ServerQuery);
    if (exportKeepMs > 0) {
      clearExported();
      exported.current = { key: exportKey, rows, timer: setTimeout(clearExported, exportKeepMs) };
    }
    return rows;
  }, [exportKey, path, exportKeepMs, clearExported]);

  const server: ServerTableBinding<T> = {
    rowCount: query.data?.total ?? 0,
    state,
    isFetching: query.isFetching,
    onStateChange,
    fetchAll,
  };

  return {
    rows: query.data?.rows ?? [],
    total: query.data?.total ?? 0,
    isLoading: query.isLoading,
    isFetching: query.isFetching,
    isSuccess: query.isSuccess,
    error: query.error,
    refetch: query.refetch,
    /** The state the current rows were asked with (search and filters after the debounce). */
    appliedState: effective,
    /** Whether rows fetched for an export are being kept (see `exportKeepMs`). */
    hasExportedRows: () => exported.current !== null,
    server,
  };
}
