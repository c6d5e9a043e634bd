import type { ReactNode } from 'react';
import type { CsvTable, DataTableColumn, SortState } from './table-model';

/** State a server-side list is driven by (page, sort, filters, search). */
export interface DataTableServerState {
  pageIndex: number;
  pageSize: number;
  sorting: Array<{ id: string; desc: boolean }>;
  columnFilters: Array<{ id: string; value: string }>;
  globalFilter: string;
}

/**
 * Server mode: the table shows `data` as the current page and reports every change of
 * page, sort, filter or search; web-platform's `useServerTable` provides this object.
 */
export interface DataTableServerMode<T> {
  rowCount: number;
  /** More rows match than `rowCount` (the server is still counting them): shown as "de mais de …". */
  rowCountIsLowerBound?: boolean;
  state: DataTableServerState;
  isFetching?: boolean;
  onStateChange(next: DataTableServerState): void;
  /** All rows matching the current state, for the CSV export. */
  fetchAll?(): Promise<T[]>;
}

/**
 * A list's state kept outside the table (web-platform's useListState: in the address and per
 * user). Client mode reads and changes its search, filters, sort and page there; both modes
 * read and change the hidden columns there.
 */
export interface DataTableListBinding {
  state: DataTableServerState;
  onStateChange(next: DataTableServerState): void;
  /** The columns the user hid; null: the columns' defaults (`hiddenByDefault`). */
  hiddenColumns: readonly string[] | null;
  onHiddenColumnsChange(hidden: string[]): void;
}

export interface DataTableProps<T> {
  columns: readonly DataTableColumn<T>[];
  data: readonly T[];
  getRowId(row: T): string | number;
  isLoading?: boolean;
  /** Initial sort (client mode). */
  initialSort?: SortState | null;
  pageSize?: number;
  /**
   * Shown (enabled with exactly one selected row) when given: pass it only with update permission.
   * A click on a row (or Enter on it) opens it too; without it, the row's detail panel.
   */
  onEdit?(row: T): void;
  /** Shown when given: pass it only with delete permission. Asked for confirmation first. */
  onDelete?(rows: T[]): unknown;
  /** 'Enviar Arquivos', enabled with exactly one selected row. */
  onUpload?(row: T): void;
  /** CSV file name; `null` turns the export off. Default 'relatorio.csv'. */
  exportFileName?: string | null;
  /** Custom CSV content (e.g. one line per completed training). */
  buildExport?(rows: T[]): CsvTable;
  /** Optional detail panel under each row. */
  renderDetailPanel?(row: T): ReactNode;
  /** The current user is a consultant: rows whose last cell is 3 cannot be selected. */
  consultantRule?: boolean;
  server?: DataTableServerMode<T>;
  /** Extra buttons at the start of the toolbar. */
  toolbarActions?: ReactNode;
  enableSearch?: boolean;
  /** Controlled expanded rows (ids), e.g. to open a row's detail panel from the URL. */
  expandedRowIds?: readonly string[];
  onExpandedRowIdsChange?(ids: string[]): void;
  /** Where the list's state and the user's columns live (see DataTableListBinding). */
  list?: DataTableListBinding;
  'aria-label'?: string;
}
