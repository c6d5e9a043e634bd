import { useState } from 'react';
import type { SelectionPolicy } from './table-mode';

export interface RowSelectionOptions<T> {
  data: readonly T[];
  rowKey(row: T): string;
  /** SYSTEM/FIXED rows and, for a consultant, rows whose last cell is 3 have no checkbox. */
  canSelect(row: T): boolean;
  policy: SelectionPolicy<T>;
}

export interface RowSelection<T> {
  count: number;
  has(id: string): boolean;
  /** The header checkbox: every selectable row of its scope is selected, some are, or there is none. */
  allSelected: boolean;
  someSelected: boolean;
  scopeIsEmpty: boolean;
  toggleAll(): void;
  toggle(row: T): void;
  clear(): void;
  /** The selected rows, in the order the table shows them. */
  rows(): T[];
}

/** The rows ticked in a DataTable, by row id; what scope and order mean comes from the mode. */
export function useRowSelection<T>({ data, rowKey, canSelect, policy }: RowSelectionOptions<T>): RowSelection<T> {
  const [selected, setSelected] = useState<Map<string, T>>(() => new Map());

  // Keep the selection in step with the data (rows removed or replaced after a reload), in the render that
  // receives the new data rather than in an effect after it.
  const [selectionData, setSelectionData] = useState(data);
  if (selectionData !== data) {
    setSelectionData(data);
    const { retain } = policy;
    if (retain) setSelected((prev) => retain(prev, data));
  }

  const scope = policy.scope.filter(canSelect);
  const allSelected = scope.length > 0 && scope.every((row) => selected.has(rowKey(row)));

  return {
    count: selected.size,
    has: (id) => selected.has(id),
    allSelected,
    someSelected: scope.some((row) => selected.has(rowKey(row))),
    scopeIsEmpty: scope.length === 0,
    toggleAll: () =>
      setSelected((prev) => {
        const next = new Map(prev);
        if (allSelected) for (const row of scope) next.delete(rowKey(row));
        else for (const row of scope) next.set(rowKey(row), row);
        return next;
      }),
    toggle: (row) => {
      const id = rowKey(row);
      setSelected((prev) => {
        const next = new Map(prev);
        if (next.has(id)) next.delete(id);
        else next.set(id, row);
        return next;
      });
    },
    clear: () => setSelected(new Map()),
    rows: () => policy.ordered(selected),
  };
}
