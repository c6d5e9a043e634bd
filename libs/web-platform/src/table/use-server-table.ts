import { useCallback, useEffect, useMemo, useState } from 'react';
import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, TOTAL_COUNT_HEADER, type PageQuery } from '@treina/contracts';
import { apiRequestWithResponse } from '../api/api-client';

/** What a server-side table asks for: the state of libs/ui-kit's DataTable server mode. */
export interface ServerTableState {
  pageIndex: number;
  pageSize: number;
  sorting: Array<{ id: string; desc: boolean }>;
  columnFilters: Array<{ id: string; value: string }>;
  globalFilter: string;
}

/** Turns table state into the paging protocol of libs/contracts/src/api/paging.ts. */
export function toPageQuery(state: ServerTableState): PageQuery {
  const query: PageQuery = {
    page: state.pageIndex + 1,
    pageSize: Math.min(Math.max(state.pageSize, 1), MAX_PAGE_SIZE),
  };
  if (state.sorting.length) query.sort = state.sorting.map((s) => (s.desc ? `-${s.id}` : s.id)).join(',');
  const q = state.globalFilter.trim();
  if (q) query.q = q;
  for (const filter of state.columnFilters) {
    const value = String(filter.value ?? '').trim();
    if (value) query[`filter.${filter.id}`] = value;
  }
  return query;
}

export interface PagedResult<T> {
  rows: T[];
  total: number;
}

/** Fetches one page; the total comes from `X-Total-Count` (falls back to the rows received). */
export async function fetchPage<T>(path: string, query: PageQuery, signal?: AbortSignal): Promise<PagedResult<T>> {
  const response = await apiRequestWithResponse<T[]>(path, { query: { ...query }, signal });
  const header = response.headers.get(TOTAL_COUNT_HEADER);
  const rows = Array.isArray(response.data) ? response.data : [];
  const total = header !== null && header !== '' && !Number.isNaN(Number(header)) ? Number(header) : rows.length;
  return { rows, total };
}

/** Every row matching the current sort/filters/search, page by page (for CSV export). */
export async function fetchAllPages<T>(path: string, state: ServerTableState): Promise<T[]> {
  const all: T[] = [];
  let page = 0;
  for (;;) {
    const query = toPageQuery({ ...state, pageIndex: page, pageSize: MAX_PAGE_SIZE });
    const { rows, total } = await fetchPage<T>(path, query);
    all.push(...rows);
    page += 1;
    if (rows.length === 0 || all.length >= total || page > 1000) break;
  }
  return all;
}

export interface UseServerTableOptions {
  /** Base query key; the table state is appended to it. Invalidate it to reload. */
  queryKey: QueryKey;
  /** API path of the list, e.g. '/customer'. */
  path: string;
  initialSorting?: ServerTableState['sorting'];
  pageSize?: number;
  /** Debounce for typed search and filters (ms). */
  debounceMs?: number;
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
    if (delay <= 0) {
      setDebounced(value);
      return;
    }
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return delay <= 0 ? value : debounced;
}

/**
 * Server-side paging for a list endpoint: holds the table state, sends page, sort,
 * filters and search per the paging protocol, and reads the total from X-Total-Count.
 *
 *   const users = useServerTable<UserRow>({ queryKey: ['users', 'paged'], path: '/user' });
 *   <DataTable data={users.rows} server={users.server} ... />
 */
export function useServerTable<T>(options: UseServerTableOptions) {
  const { queryKey, path, initialSorting = [], pageSize = DEFAULT_PAGE_SIZE, debounceMs = 300, enabled = true } = options;
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
  const pageQuery = toPageQuery(effective);

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

  const effectiveKey = JSON.stringify(effective);
  const fetchAll = useCallback(
    () => fetchAllPages<T>(path, JSON.parse(effectiveKey) as ServerTableState),
    [path, effectiveKey],
  );

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
    error: query.error,
    refetch: query.refetch,
    server,
  };
}
