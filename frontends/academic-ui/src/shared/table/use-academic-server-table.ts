import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
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
 * Turns what the user typed in a column filter into what the server accepts
 * (DD/MM/YYYY into YYYY-MM-DD); null leaves the filter out until it is usable.
 */
export type FilterTransform = (typed: string) => string | null;

/** A date column's filter: a complete DD/MM/YYYY date, sent as YYYY-MM-DD (the server compares the day). */
export const dateFilter: FilterTransform = (typed) => {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(typed.trim());
  return match ? `${match[3]}-${match[2]}-${match[1]}` : null;
};

/**
 * web-platform's `useServerTable`, plus what academic's lists need: fixed query
 * parameters sent with every page (`type=student|interested`, `studentId`), column
 * filters converted before they are sent, and the export's rows kept 3000 ms after a
 * download, then cleared (SPEC).
 */
export interface AcademicServerTableOptions {
  queryKey: QueryKey;
  /** API path, e.g. '/students'. */
  path: string;
  /** Sent with every page (empty values are left out). */
  params?: Record<string, QueryValue>;
  initialSorting?: ServerTableState['sorting'];
  /** Per column id: how a typed filter is sent. Columns without one are sent as typed. */
  filterTransforms?: Record<string, FilterTransform>;
  pageSize?: number;
  debounceMs?: number;
  /** How long the rows fetched for an export are kept (SPEC: cleared 3000 ms after the download). */
  exportKeepMs?: number;
  enabled?: boolean;
}

/** The query of one page: fixed parameters, then the paging protocol with converted filters. */
export function serverQueryOf(
  state: ServerTableState,
  params: Record<string, QueryValue> = {},
  transforms: Record<string, FilterTransform> = {},
): Record<string, QueryValue> {
  const columnFilters = state.columnFilters
    .map((filter) => {
      const transform = transforms[filter.id];
      const value = transform ? transform(String(filter.value ?? '')) : String(filter.value ?? '');
      return value === null ? null : { id: filter.id, value };
    })
    .filter((filter): filter is { id: string; value: string } => filter !== null);
  return { ...params, ...toPageQuery({ ...state, columnFilters }) };
}

async function fetchPage<T>(path: string, query: Record<string, QueryValue>, signal?: AbortSignal): Promise<PagedResult<T>> {
  const response = await apiRequestWithResponse<T[]>(path, { query, signal });
  const header = response.headers.get(TOTAL_COUNT_HEADER);
  const rows = Array.isArray(response.data) ? response.data : [];
  const total = header !== null && header !== '' && !Number.isNaN(Number(header)) ? Number(header) : rows.length;
  return { rows, total };
}

/** Every row of a query (sort, filters, search), page by page: the CSV export. */
export async function fetchAllRows<T>(path: string, query: Record<string, QueryValue>): Promise<T[]> {
  const all: T[] = [];
  for (let page = 1; page <= 10_000; page += 1) {
    const { rows, total } = await fetchPage<T>(path, { ...query, page, pageSize: MAX_PAGE_SIZE });
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
  const {
    queryKey,
    path,
    params,
    initialSorting = [],
    filterTransforms,
    pageSize = DEFAULT_PAGE_SIZE,
    debounceMs = 300,
    exportKeepMs = 3000,
    enabled = true,
  } = options;
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
  const query = serverQueryOf(effective, params, filterTransforms);

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

  // Rows fetched for an export: kept for `exportKeepMs` (a second click reuses them), then cleared.
  const exported = useRef<{ key: string; rows: T[]; timer: ReturnType<typeof setTimeout> } | null>(null);
  const clearExported = useCallback(() => {
    if (exported.current) clearTimeout(exported.current.timer);
    exported.current = null;
  }, []);
  useEffect(() => clearExported, [clearExported]);
  // New data (a reload after a change) makes kept rows stale.
  useEffect(() => clearExported(), [result.dataUpdatedAt, clearExported]);

  const allKey = JSON.stringify(serverQueryOf({ ...effective, pageIndex: 0 }, params, filterTransforms));
  const fetchAll = useCallback(async (): Promise<T[]> => {
    if (exported.current?.key === allKey) return exported.current.rows;
    const rows = await fetchAllRows<T>(path, JSON.parse(allKey) as Record<string, QueryValue>);
    clearExported();
    exported.current = { key: allKey, rows, timer: setTimeout(clearExported, exportKeepMs) };
    return rows;
  }, [allKey, path, exportKeepMs, clearExported]);

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
