import { useState } from 'react';

/** The rows whose detail panel is open: the caller's `expandedRowIds` when given, else the table's own. */
export function useExpandedRows(controlled: readonly string[] | undefined, onChange: ((ids: string[]) => void) | undefined) {
  const [internal, setInternal] = useState<string[]>([]);
  const expanded = controlled ?? internal;

  return {
    isExpanded: (id: string) => expanded.includes(id),
    toggle: (id: string) => {
      const next = expanded.includes(id) ? expanded.filter((x) => x !== id) : [...expanded, id];
      if (onChange) onChange(next);
      if (!controlled) setInternal(next);
    },
  };
}

export type ExpandedRows = ReturnType<typeof useExpandedRows>;
