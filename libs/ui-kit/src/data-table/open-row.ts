import type { KeyboardEvent, MouseEvent } from 'react';

/** What inside a row acts on its own: a click there never opens the row. */
const OWN_ACTION = 'a, button, input, label, select, textarea, [role="button"], [role="checkbox"], [role="menuitem"]';

/**
 * The row (`[data-row-id]`, a direct child of `container`) a click opened, or null: a click on
 * the checkbox, a button or a link inside the row, in its detail panel, or one that ends a text
 * selection opens nothing.
 */
export function rowIdOfClick(event: MouseEvent<HTMLElement>): string | null {
  const target = event.target as HTMLElement;
  const row = target.closest<HTMLElement>('[data-row-id]');
  if (!row || row.parentElement !== event.currentTarget) return null;
  const action = target.closest(OWN_ACTION);
  if (action && row.contains(action)) return null;
  // A card holds its detail panel: reading it does not close it.
  if (target.closest('[data-testid="detail-panel"]')) return null;
  if (window.getSelection()?.toString()) return null;
  return row.dataset.rowId ?? null;
}

/** Enter on a focused row (not on a control inside it) opens it. */
export function rowIdOfKey(event: KeyboardEvent<HTMLElement>): string | null {
  const target = event.target as HTMLElement;
  if (event.key !== 'Enter' || !target.dataset.rowId || target.parentElement !== event.currentTarget) return null;
  return target.dataset.rowId;
}
