import { useMemo, useState } from 'react';
import type { DataTableListBinding, DataTableServerState } from './data-table-props';
import type { TableMode } from './table-mode';
import { filterRows, sortRows, type DataTableColumn, type SortState } from './table-model';

export interface ClientModeOptions<T> {
  data: readonly T[];
  columns: readonly DataTableColumn<T>[];
  rowKey(row: T): string;
  initialSort: SortState | null;
  initialPageSize: number;
  /** The state kept outside (the address); without it the table keeps its own. */
  list?: Pick<DataTableListBinding, 'state' | 'onStateChange'>;
}

/**
 * Client mode: `data` holds every row; search, column filters, sort and paging happen here.
 * The header checkbox covers every row the filters and search let through, on every page, and
 * a selection keeps only rows that are still in `data` after a reload.
 */
export function useClientMode<T>({ data, columns, rowKey, initialSort, initialPageSize, list }: ClientModeOptions<T>): TableMode<T> {
  const [own, setOwn] = useState<DataTableServerState>(() => ({
    pageIndex: 0,
    pageSize: initialPageSize,
    sorting: initialSort ? [initialSort] : [],
    columnFilters: [],
    globalFilter: '',
  }));
  const current = list?.state ?? own;
  const update = (patch: Partial<DataTableServerState>) => {
    if (list) list.onStateChange({ ...current, ...patch });
    else setOwn((prev) => ({ ...prev, ...patch }));
  };
  const sort = current.sorting[0] ?? null;
  const filters = useMemo(
    () => Object.fromEntries(current.columnFilters.map((filter) => [filter.id, filter.value])),
    [current.columnFilters],
  );
  const search = current.globalFilter;
  const { pageIndex: page, pageSize } = current;

  const processed = useMemo(
    () => sortRows(filterRows(data, columns, filters, search), columns, sort),
    [data, columns, filters, search, sort],
  );
  // Fewer rows than before (a filter, a reload): the last page that still has rows.
  const lastPage = Math.max(0, Math.ceil(processed.length / pageSize) - 1);
  const shownPage = Math.min(page, lastPage);

  return {
    sort,
    filters,
    search,
    page: shownPage,
    pageSize,
    rowCount: processed.length,
    pageRows: processed.slice(shownPage * pageSize, shownPage * pageSize + pageSize),
    isFetching: false,
    selection: {
      scope: processed,
      ordered: (selected) => processed.filter((row) => selected.has(rowKey(row))),
      retain: (selected, rows) => keepRowsOf(selected, rows, rowKey),
    },
    exportRows: () => processed,
    changeSort: (next) => update({ sorting: next ? [next] : [] }),
    changeFilter: (id, value) => {
      const rest = current.columnFilters.filter((filter) => filter.id !== id);
      update({ columnFilters: value ? [...rest, { id, value }] : rest, pageIndex: 0 });
    },
    changeSearch: (value) => update({ globalFilter: value, pageIndex: 0 }),
    changePage: (next) => update({ pageIndex: next }),
    changePageSize: (size) => update({ pageSize: size, pageIndex: 0 }),
  };
}

/** The selected rows still in `data`, as `data` now holds them (rows replaced by a reload). */
function keepRowsOf<T>(selected: Map<string, T>, data: readonly T[], rowKey: (row: T) => string): Map<string, T> {
  if (selected.size === 0) return selected;
  const next = new Map<string, T>();
  for (const row of data) {
    const id = rowKey(row);
    if (selected.has(id)) next.set(id, row);
  }
  return next;
}
