import type { ReactNode } from 'react';
import type { CsvCell } from './csv';
import { containsNormalized, matchesSearch } from './search';

export type CellValue = string | number | boolean | null | undefined;

export interface DataTableColumn<T> {
  /** Unique id; in server mode also the field name sent in `sort` and `filter.<id>`. */
  id: string;
  header: string;
  /**
   * The cell's value: what search, the column filter, sorting, CSV export and the
   * SYSTEM/FIXED selection rule look at.
   */
  accessor(row: T): CellValue;
  /** How the cell is shown; defaults to the accessor's text. */
  render?(row: T): ReactNode;
  /** Value used for sorting when the shown text does not sort well (e.g. raw ISO dates). */
  sortValue?(row: T): string | number | null | undefined;
  /** Custom column filter (client mode); default: the value contains the typed text. */
  filter?(row: T, filterValue: string): boolean;
  /** Extra hidden texts the search also looks at (e.g. a student's e-mail and phone). */
  searchValues?(row: T): CellValue[];
  /** Text written to the CSV; defaults to the accessor. */
  exportValue?(row: T): CsvCell;
  /** Left out of the search (default: searchable). */
  searchable?: boolean;
  enableSorting?: boolean;
  enableFilter?: boolean;
  /** Hidden until chosen in the column chooser. */
  hiddenByDefault?: boolean;
  /** Left out of the CSV. */
  excludeFromExport?: boolean;
  /** Least width in px (the table is as wide as its columns' texts need, scrolling sideways past its area). */
  size?: number;
  /** Text cells wider than this (px) wrap onto two lines, then are cut with a tooltip; default 320. */
  maxWidth?: number;
}

export interface SortState {
  id: string;
  desc: boolean;
}

export const SELECTION_BLOCKING_VALUES = ['SYSTEM', 'FIXED'] as const;

/**
 * A row whose cell value is SYSTEM or FIXED gets no
 * selection checkbox; for consultants neither does a row whose last cell is 3.
 */
export function isRowSelectable<T>(row: T, columns: readonly DataTableColumn<T>[], consultantRule = false): boolean {
  const values = columns.map((column) => column.accessor(row));
  if (values.some((value) => typeof value === 'string' && (SELECTION_BLOCKING_VALUES as readonly string[]).includes(value))) {
    return false;
  }
  if (consultantRule && values.length > 0) {
    const last = values[values.length - 1];
    if (last === 3 || last === '3') return false;
  }
  return true;
}

/** Client-mode filtering: every column filter and the search must match. */
export function filterRows<T>(
  rows: readonly T[],
  columns: readonly DataTableColumn<T>[],
  columnFilters: Readonly<Record<string, string>>,
  globalFilter: string,
): T[] {
  const activeFilters = Object.entries(columnFilters)
    .filter(([, value]) => value !== undefined && value.trim() !== '')
    .map(([id, value]) => ({ column: columns.find((c) => c.id === id), value }))
    .filter((f): f is { column: DataTableColumn<T>; value: string } => !!f.column);
  const searchable = columns.filter((column) => column.searchable !== false);
  return rows.filter((row) => {
    for (const { column, value } of activeFilters) {
      const ok = column.filter ? column.filter(row, value) : containsNormalized(column.accessor(row), value);
      if (!ok) return false;
    }
    if (globalFilter.trim()) {
      const values: CellValue[] = [];
      for (const column of searchable) {
        values.push(column.accessor(row));
        if (column.searchValues) values.push(...column.searchValues(row));
      }
      if (!matchesSearch(values, globalFilter)) return false;
    }
    return true;
  });
}

const collator = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true });

function compareValues(a: unknown, b: unknown): number {
  const emptyA = a === null || a === undefined || a === '';
  const emptyB = b === null || b === undefined || b === '';
  if (emptyA || emptyB) return emptyA === emptyB ? 0 : emptyA ? 1 : -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return collator.compare(String(a), String(b));
}

/** Stable sort by one column; empty values always last. */
export function sortRows<T>(rows: readonly T[], columns: readonly DataTableColumn<T>[], sort: SortState | null): T[] {
  if (!sort) return [...rows];
  const column = columns.find((c) => c.id === sort.id);
  if (!column) return [...rows];
  const valueOf = (row: T) => (column.sortValue ? column.sortValue(row) : column.accessor(row));
  return rows
    .map((row, index) => ({ row, index, value: valueOf(row) }))
    .sort((x, y) => {
      const emptyX = x.value === null || x.value === undefined || x.value === '';
      const emptyY = y.value === null || y.value === undefined || y.value === '';
      if (emptyX !== emptyY) return emptyX ? 1 : -1;
      const result = compareValues(x.value, y.value);
      return (sort.desc ? -result : result) || x.index - y.index;
    })
    .map((entry) => entry.row);
}

/** A click on a column's header: ascending first, then descending, then unsorted. */
export function nextSort(sort: SortState | null, columnId: string): SortState | null {
  if (!sort || sort.id !== columnId) return { id: columnId, desc: false };
  return sort.desc ? null : { id: columnId, desc: true };
}

export interface CsvTable {
  header: string[];
  rows: CsvCell[][];
}

/** The default CSV content: the visible columns, one line per row. */
export function tableToCsv<T>(rows: readonly T[], columns: readonly DataTableColumn<T>[]): CsvTable {
  const exported = columns.filter((column) => !column.excludeFromExport);
  return {
    header: exported.map((column) => column.header),
    rows: rows.map((row) => exported.map((column) => (column.exportValue ? column.exportValue(row) : column.accessor(row)))),
  };
}

/** 'Deseja realmente excluir N registro(s)?' */
export function deleteConfirmationText(count: number): string {
  return `Deseja realmente excluir ${count} registro(s)?`;
}
