import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, type PageQuery } from '@treina/contracts';
import type { DataTableServerMode, DataTableServerState } from '@treina/ui-kit';
import { fetchPage, toPageQuery } from '@treina/web-platform';

/**
 * Turns what the user typed in a column filter into the value the server accepts
 * (e.g. DD/MM/YYYY into YYYY-MM-DD); null leaves the filter out until it is usable.
 */
export type FilterTransform = (typed: string) => string | null;

export interface CrmServerTableOptions {
  queryKey: QueryKey;
  path: string;
  /** Extra query parameters of the list besides the paging protocol (`sales`, `userId` ...). */
  params?: Record<string, string | number | boolean | undefined>;
  initialSorting?: DataTableServerState['sorting'];
  /** Per column id: how a typed filter is sent. Columns without one are sent as typed. */
  filterTransforms?: Record<string, FilterTransform>;
  debounceMs?: number;
  /** How long rows fetched for an export are kept (SPEC: cleared 3000 ms after the download). */
  exportKeepMs?: number;
  enabled?: boolean;
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

/** The table state as the server reads it: transformed filters, unusable ones left out. */
export function serverQueryOf(
  state: DataTableServerState,
  transforms: Record<string, FilterTransform> = {},
  params: CrmServerTableOptions['params'] = {},
): Record<string, string | number | boolean> {
  const columnFilters = state.columnFilters
    .map((filter) => {
      const transform = transforms[filter.id];
      const value = transform ? transform(String(filter.value ?? '')) : String(filter.value ?? '');
      return value === null ? null : { id: filter.id, value };
    })
    .filter((filter): filter is { id: string; value: string } => filter !== null);
  const query: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(toPageQuery({ ...state, columnFilters }) as PageQuery)) {
    if (value !== undefined) query[key] = value;
  }
  for (const [key, value] of Object.entries(params)) if (value !== undefined) query[key] = value;
  return query;
}

/**
 * A server-side list for ui-kit's DataTable (paging protocol of libs/contracts
 * api/paging.ts), like web-platform's useServerTable plus what the CRM lists need:
 * extra parameters (the sales and by-user narrowing), filters converted before they
 * are sent, and the export's rows kept a few seconds then cleared.
 */
export function useCrmServerTable<T>(options: CrmServerTableOptions) {
  const {
    queryKey,
    path,
    params,
    initialSorting = [],
    filterTransforms,
    debounceMs = 300,
    exportKeepMs = 3000,
    enabled = true,
  } = options;
  const [state, setState] = useState<DataTableServerState>({
    pageIndex: 0,
    pageSize: DEFAULT_PAGE_SIZE,
    sorting: initialSorting,
    columnFilters: [],
    globalFilter: '',
  });
  const textPart = useMemo(
    () => ({ columnFilters: state.columnFilters, globalFilter: state.globalFilter }),
    [state.columnFilters, state.globalFilter],
  );
  const debouncedText = useDebounced(textPart, debounceMs);
  const effective: DataTableServerState = { ...state, ...debouncedText };
  const query = serverQueryOf(effective, filterTransforms, params);

  const list = useQuery({
    queryKey: [...queryKey, query],
    queryFn: ({ signal }) => fetchPage<T>(path, query as PageQuery, signal),
    placeholderData: keepPreviousData,
    enabled,
  });

  const onStateChange = useCallback((next: DataTableServerState) => {
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
  useEffect(() => clearExported(), [list.dataUpdatedAt, clearExported]);

  const allKey = JSON.stringify(serverQueryOf({ ...effective, pageIndex: 0, pageSize: MAX_PAGE_SIZE }, filterTransforms, params));
  const fetchAll = useCallback(async (): Promise<T[]> => {
    if (exported.current?.key === allKey) return exported.current.rows;
    const base = JSON.parse(allKey) as Record<string, string | number | boolean>;
    const rows: T[] = [];
    for (let page = 1; page <= 10_000; page += 1) {
      const { rows: chunk, total } = await fetchPage<T>(path, { ...base, page, pageSize: MAX_PAGE_SIZE } as PageQuery);
      rows.push(...chunk);
      if (chunk.length === 0 || rows.length >= total) break;
    }
    clearExported();
    exported.current = { key: allKey, rows, timer: setTimeout(clearExported, exportKeepMs) };
    return rows;
  }, [allKey, path, exportKeepMs, clearExported]);

  const server: DataTableServerMode<T> = {
    rowCount: list.data?.total ?? 0,
    state,
    isFetching: list.isFetching,
    onStateChange,
    fetchAll,
  };

  return {
    rows: list.data?.rows ?? [],
    total: list.data?.total ?? 0,
    isLoading: list.isLoading,
    isSuccess: list.isSuccess,
    error: list.error,
    /** What the list is currently narrowed by (for the CSV's 'Total Geral' rule). */
    state: effective,
    hasExportedRows: () => exported.current !== null,
    server,
  };
}
