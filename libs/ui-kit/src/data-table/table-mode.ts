import type { SortState } from './table-model';

/**
 * Where a DataTable's rows come from and where its page, sort, filter and search changes go:
 * kept in the browser (client mode, use-client-mode.ts) or asked of the server (server mode,
 * server-mode.ts). The view (data-table-view.tsx) renders either without asking which.
 */
export interface TableMode<T> {
  sort: SortState | null;
  filters: Readonly<Record<string, string>>;
  search: string;
  /** The page shown (from 0), its size and the count of every matching row. */
  page: number;
  pageSize: number;
  rowCount: number;
  /** `rowCount` is how many match at least (a server still counting a broad search). */
  rowCountIsLowerBound?: boolean;
  /** The rows of the page shown, in order. */
  pageRows: readonly T[];
  /** A page is on its way. */
  isFetching: boolean;
  selection: SelectionPolicy<T>;
  /** What the CSV export writes when no row is selected. */
  exportRows(): T[] | Promise<T[]>;
  changeSort(next: SortState | null): void;
  changeFilter(columnId: string, value: string): void;
  changeSearch(value: string): void;
  changePage(page: number): void;
  changePageSize(size: number): void;
}

/** What a selection means in a mode (see use-row-selection.ts). */
export interface SelectionPolicy<T> {
  /** The rows the header checkbox selects or clears (the selectable ones among them). */
  scope: readonly T[];
  /** The selected rows that edit, delete and export get, in the order the table shows them. */
  ordered(selected: ReadonlyMap<string, T>): T[];
  /** The selection once new data arrives; without it the selection stays as it is. */
  retain?(selected: Map<string, T>, data: readonly T[]): Map<string, T>;
}
