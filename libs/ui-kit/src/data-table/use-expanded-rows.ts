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

/**
 * Which rows' detail panels are in the table: the open ones, and a closed one until its closing
 * animation has ended (`exited`). A panel kept for every row was a row, a cell and a Collapse of
 * its own, closed, that each render of the page drew again, about ten components per row.
 */
export function useDetailPanelsShown(openIds: readonly string[]) {
  const [shown, setShown] = useState<readonly string[]>(openIds);
  const opened = openIds.filter((id) => !shown.includes(id));
  // Set while rendering (React's "adjusting state when a prop changes"): the opened panel is in this very render.
  if (opened.length > 0) setShown([...shown, ...opened]);
  return {
    isShown: (id: string) => openIds.includes(id) || shown.includes(id),
    exited: (id: string) => setShown((ids) => ids.filter((shownId) => shownId !== id)),
  };
}
