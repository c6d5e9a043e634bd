/**
 * What a user chose for a list and keeps from one visit to the next: the columns they hid or
 * showed and the page size. Kept in this browser's localStorage, per user id and list (there is
 * no preference store on the server); unreadable or missing storage just means the defaults.
 */
export interface ListPreferences {
  /** Columns hidden (those not listed are shown); absent: the list's defaults. */
  hiddenColumns?: string[];
  pageSize?: number;
}

const storageKey = (userId: number | string, listId: string) => `treina:list:${userId}:${listId}`;

export function readListPreferences(userId: number | string | undefined, listId: string): ListPreferences {
  if (userId === undefined) return {};
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(storageKey(userId, listId)) ?? '{}');
    if (!parsed || typeof parsed !== 'object') return {};
    const { hiddenColumns, pageSize } = parsed as Record<string, unknown>;
    return {
      ...(Array.isArray(hiddenColumns) && hiddenColumns.every((id) => typeof id === 'string') ? { hiddenColumns } : {}),
      ...(typeof pageSize === 'number' && Number.isInteger(pageSize) && pageSize > 0 ? { pageSize } : {}),
    };
  } catch {
    return {};
  }
}

export function saveListPreferences(userId: number | string | undefined, listId: string, change: ListPreferences): void {
  if (userId === undefined) return;
  try {
    localStorage.setItem(storageKey(userId, listId), JSON.stringify({ ...readListPreferences(userId, listId), ...change }));
  } catch {
    // Storage full or refused (private mode): the choice lasts for this visit only.
  }
}
