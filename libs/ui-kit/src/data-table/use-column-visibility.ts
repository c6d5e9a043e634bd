import { useState } from 'react';
import type { DataTableColumn } from './table-model';

/** The columns shown; `hiddenByDefault` ones wait in the column chooser. */
export function useColumnVisibility<T>(columns: readonly DataTableColumn<T>[]) {
  const [hidden, setHidden] = useState<Record<string, boolean>>(() =>
    Object.fromEntries(columns.filter((c) => c.hiddenByDefault).map((c) => [c.id, true])),
  );

  return {
    visibleColumns: columns.filter((c) => !hidden[c.id]),
    isHidden: (id: string) => !!hidden[id],
    setHidden: (id: string, hide: boolean) => setHidden((prev) => ({ ...prev, [id]: hide })),
  };
}

export type ColumnVisibility<T> = ReturnType<typeof useColumnVisibility<T>>;
