import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { keepPreviousData, queryOptions, useQuery, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '@treina/contracts';
import { fetchEveryPage, fetchPage } from './fetch-pages';
import { toServerQuery, type FilterTransforms, type ServerQuery, type ServerTableParams, type ServerTableState } from './server-query';
import { useDebounced } from './use-debounced';
import { initialListState } from './use-list-state';

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
  /**
   * While the server is still counting a broad search (its total a lower bound, "mais de 1.000"),
   * the page is asked again this often (ms), a few times, so the exact total replaces it unasked.
   */
  lowerBoundRefetchMs?: number;
  enabled?: boolean;
  /**
   * The list's state kept outside (web-platform's useListState: in the address, per user); the
   * table then reads and changes that one. Its `listId` lets the screen's preload ask for the same page.
   */
  list?: { state: ServerTableState; onStateChange(next: ServerTableState): void };
  listId?: string;
}

/** How many times a page whose total is a lower bound is asked again for its exact total. */
const LOWER_BOUND_REFETCHES = 5;

/** The object ui-kit's DataTable takes as its `server` prop. */
export interface ServerTableBinding<T> {
  rowCount: number;
  /** More rows match than `rowCount`: the server has not finished counting a broad search. */
  rowCountIsLowerBound: boolean;
  state: ServerTableState;
  isFetching: boolean;
  onStateChange(next: ServerTableState): void;
  fetchAll(): Promise<T[]>;
}

/** The table before the user touches it: first page, initial sort, no search or filters. */
export function initialServerTableState(options: Pick<UseServerTableOptions, 'initialSorting' | 'pageSize'>): ServerTableState {
  return {
    pageIndex: 0,
    pageSize: options.pageSize ?? DEFAULT_PAGE_SIZE,
    sorting: options.initialSorting ?? [],
    columnFilters: [],
    globalFilter: '',
  };
}

/** The query of one page of the table in `state`: the key and fetch {@link useServerTable} uses. */
export function serverTablePageQuery<T>(
  options: Pick<UseServerTableOptions, 'queryKey' | 'path' | 'params' | 'filterTransforms'>,
  state: ServerTableState,
) {
  const pageQuery = toServerQuery(state, { params: options.params, filterTransforms: options.filterTransforms });
  return queryOptions({
    queryKey: [...options.queryKey, pageQuery],
    queryFn: ({ signal }) => fetchPage<T>(options.path, pageQuery, signal),
  });
}

/**
 * Starts loading the table's first page before its screen renders (a remote's `preloadPage`),
 * under the very key the screen's {@link useServerTable} then reads: one request, not two.
 */
export function prefetchServerTable(
  queryClient: QueryClient,
  options: UseServerTableOptions,
  opening?: { userId?: number; search: string | URLSearchParams },
): Promise<void> {
  const state =
    options.listId && opening
      ? initialListState(
          { listId: options.listId, initialSorting: options.initialSorting, pageSize: options.pageSize },
          opening.userId,
          opening.search,
        )
      : initialServerTableState(options);
  return queryClient.prefetchQuery(serverTablePageQuery(options, state));
}

/**
 * Server-side paging for a list endpoint: holds the table state, sends page, sort, filters and search per the paging protocol (plus fixed
 * `params`) and reads X-Total-Count: `const users = useServerTable<UserRow>({ queryKey: ['users', 'paged'], path: '/user' })`, then
 * `<DataTable data={users.rows} server={users.server} />`.
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
    lowerBoundRefetchMs = 2000,
    enabled = true,
    list,
  } = options;
  const [ownState, setOwnState] = useState<ServerTableState>(() => initialServerTableState({ pageSize, initialSorting }));
  const state = list?.state ?? ownState;
  const stateRef = useRef(state);
  const listRef = useRef(list);
  useEffect(() => {
    stateRef.current = state;
    listRef.current = list;
  });
  // Typing in the search box or a filter waits a little; paging and sorting do not.
  const textPart = useMemo(
    () => ({ columnFilters: state.columnFilters, globalFilter: state.globalFilter }),
    [state.columnFilters, state.globalFilter],
  );
  const debouncedText = useDebounced(textPart, debounceMs);
  const effective: ServerTableState = { ...state, ...debouncedText };
  const query = useQuery({
    ...serverTablePageQuery<T>({ queryKey, path, params, filterTransforms }, effective),
    placeholderData: keepPreviousData,
    refetchInterval: (current) =>
      current.state.data?.totalIsLowerBound && current.state.dataUpdateCount <= LOWER_BOUND_REFETCHES ? lowerBoundRefetchMs : false,
    enabled,
  });

  const onStateChange = useCallback((next: ServerTableState) => {
    const prev = stateRef.current;
    const textChanged =
      prev.globalFilter !== next.globalFilter ||
      JSON.stringify(prev.columnFilters) !== JSON.stringify(next.columnFilters) ||
      JSON.stringify(prev.sorting) !== JSON.stringify(next.sorting) ||
      prev.pageSize !== next.pageSize;
    // A new search, filter, sort or page size starts again on the first page.
    const resolved = textChanged ? { ...next, pageIndex: 0 } : next;
    stateRef.current = resolved;
    if (listRef.current) listRef.current.onStateChange(resolved);
    else setOwnState(resolved);
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
    rowCountIsLowerBound: query.data?.totalIsLowerBound ?? false,
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
