import { useState } from 'react';
import type { DataTableListBinding } from './data-table-props';
import type { DataTableColumn } from './table-model';

/** The columns shown; `hiddenByDefault` ones wait in the column chooser. With `list`, the user's own choice (kept there). */
export function useColumnVisibility<T>(
  columns: readonly DataTableColumn<T>[],
  list?: Pick<DataTableListBinding, 'hiddenColumns' | 'onHiddenColumnsChange'>,
) {
  const [own, setOwn] = useState<readonly string[]>(() => columns.filter((c) => c.hiddenByDefault).map((c) => c.id));
  const hidden = list ? (list.hiddenColumns ?? columns.filter((c) => c.hiddenByDefault).map((c) => c.id)) : own;

  return {
    visibleColumns: columns.filter((c) => !hidden.includes(c.id)),
    isHidden: (id: string) => hidden.includes(id),
    setHidden: (id: string, hide: boolean) => {
      const next = hide ? [...hidden.filter((x) => x !== id), id] : hidden.filter((x) => x !== id);
      if (list) list.onHiddenColumnsChange(next);
      else setOwn(next);
    },
  };
}

export type ColumnVisibility<T> = ReturnType<typeof useColumnVisibility<T>>;
