import { useCallback, useEffect, useMemo, useState } from 'react';
import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, TOTAL_COUNT_HEADER } from '@treina/contracts';
import {
  apiRequestWithResponse,
  toPageQuery,
  type PagedResult,
  type QueryValue,
  type ServerTableBinding,
  type ServerTableState,
} from '@treina/web-platform';

/**
 * web-platform's `useServerTable`, plus fixed query parameters sent with every page
 * (`type=student|interested`, `studentId`, `classId`): academic's list calls take them
 * beside the paging protocol, and `useServerTable` only knows a bare path.
 */
export interface AcademicServerTableOptions {
  queryKey: QueryKey;
  /** API path, e.g. '/students'. */
  path: string;
  /** Sent with every page (empty values are left out). */
  params?: Record<string, QueryValue>;
  initialSorting?: ServerTableState['sorting'];
  pageSize?: number;
  debounceMs?: number;
  enabled?: boolean;
}

async function fetchPage<T>(path: string, query: Record<string, QueryValue>, signal?: AbortSignal): Promise<PagedResult<T>> {
  const response = await apiRequestWithResponse<T[]>(path, { query, signal });
  const header = response.headers.get(TOTAL_COUNT_HEADER);
  const rows = Array.isArray(response.data) ? response.data : [];
  const total = header !== null && header !== '' && !Number.isNaN(Number(header)) ? Number(header) : rows.length;
  return { rows, total };
}

/** Every row matching the state (sort, filters, search), page by page: the CSV export. */
export async function fetchAllRows<T>(path: string, params: Record<string, QueryValue>, state: ServerTableState): Promise<T[]> {
  const all: T[] = [];
  for (let page = 0; page <= 1000; page += 1) {
    const query = { ...params, ...toPageQuery({ ...state, pageIndex: page, pageSize: MAX_PAGE_SIZE }) };
    const { rows, total } = await fetchPage<T>(path, query);
    all.push(...rows);
    if (rows.length === 0 || all.length >= total) break;
  }
  return all;
}

function useDebounced<T>(value: T, delay: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return delay <= 0 ? value : debounced;
}

export function useAcademicServerTable<T>(options: AcademicServerTableOptions) {
  const { queryKey, path, params = {}, initialSorting = [], pageSize = DEFAULT_PAGE_SIZE, debounceMs = 300, enabled = true } = options;
  const [state, setState] = useState<ServerTableState>({
    pageIndex: 0,
    pageSize,
    sorting: initialSorting,
    columnFilters: [],
    globalFilter: '',
  });
  const textPart = useMemo(
    () => ({ columnFilters: state.columnFilters, globalFilter: state.globalFilter }),
    [state.columnFilters, state.globalFilter],
  );
  const debouncedText = useDebounced(textPart, debounceMs);
  const effective: ServerTableState = { ...state, ...debouncedText };
  const paramsKey = JSON.stringify(params);
  const query = { ...params, ...toPageQuery(effective) };

  const result = useQuery({
    queryKey: [...queryKey, query],
    queryFn: ({ signal }) => fetchPage<T>(path, query, signal),
    placeholderData: keepPreviousData,
    enabled,
  });

  const onStateChange = useCallback((next: ServerTableState) => {
    setState((prev) => {
      const restart =
        prev.globalFilter !== next.globalFilter ||
        JSON.stringify(prev.columnFilters) !== JSON.stringify(next.columnFilters) ||
        JSON.stringify(prev.sorting) !== JSON.stringify(next.sorting) ||
        prev.pageSize !== next.pageSize;
      return restart ? { ...next, pageIndex: 0 } : next;
    });
  }, []);

  const effectiveKey = JSON.stringify(effective);
  const fetchAll = useCallback(
    () => fetchAllRows<T>(path, JSON.parse(paramsKey) as Record<string, QueryValue>, JSON.parse(effectiveKey) as ServerTableState),
    [path, paramsKey, effectiveKey],
  );

  const server: ServerTableBinding<T> = {
    rowCount: result.data?.total ?? 0,
    state,
    isFetching: result.isFetching,
    onStateChange,
    fetchAll,
  };

  return {
    rows: result.data?.rows ?? [],
    total: result.data?.total ?? 0,
    isLoading: result.isLoading,
    isFetching: result.isFetching,
    isSuccess: result.isSuccess,
    error: result.error,
    refetch: result.refetch,
    server,
  };
}
