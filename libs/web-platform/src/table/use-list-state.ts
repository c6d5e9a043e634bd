import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useCurrentUser } from '../auth/session-context';
import { readListPreferences, saveListPreferences } from './list-preferences';
import { listUrlKey, readListUrl, writeListUrl } from './list-url';
import { fittingPageSize } from './page-size';
import type { ServerTableState } from './server-query';

export interface UseListStateOptions {
  /** Names the list among the user's saved choices ('students', 'customers' ...). */
  listId: string;
  initialSorting?: ServerTableState['sorting'];
  /** A fixed default page size; otherwise the user's last choice, else what fits the window. */
  pageSize?: number;
}

/**
 * What a list screen shows and how: ui-kit's DataTable takes it as `list` (client mode: its
 * search, filters, sort and page; both modes: the columns), web-platform's useServerTable as `list`.
 */
export interface ListStateBinding {
  state: ServerTableState;
  onStateChange(next: ServerTableState): void;
  /** The columns the user hid; null: the list's defaults. */
  hiddenColumns: readonly string[] | null;
  onHiddenColumnsChange(hidden: string[]): void;
}

/** Typing waits this long before the address follows; paging and sorting go at once. */
const TYPING_MS = 300;

function sameText(a: ServerTableState, b: ServerTableState): boolean {
  return a.globalFilter === b.globalFilter && JSON.stringify(a.columnFilters) === JSON.stringify(b.columnFilters);
}

function replaceSearch(search: string) {
  window.history.replaceState(window.history.state, '', `${window.location.pathname}${search}${window.location.hash}`);
}

/** The list before the user touches it: the options' sort, the user's page size or what fits the window. */
export function listDefaults(options: Omit<UseListStateOptions, 'listId'>, preferredPageSize?: number): ServerTableState {
  return {
    pageIndex: 0,
    pageSize: options.pageSize ?? preferredPageSize ?? fittingPageSize(),
    sorting: options.initialSorting ?? [],
    columnFilters: [],
    globalFilter: '',
  };
}

/** The state a list screen opens with for this user at this address (its preload asks for the same page). */
export function initialListState(
  options: UseListStateOptions,
  userId: number | undefined,
  search: string | URLSearchParams,
): ServerTableState {
  return readListUrl(search, listDefaults(options, readListPreferences(userId, options.listId).pageSize));
}

/**
 * One list's state, the same mechanism for every list: search, filters, sort, page and page size live in the address (list-url.ts;
 * replaced, not pushed, so Back leaves the screen), and the columns shown and the page size chosen are kept per user (list-preferences.ts).
 * The address wins when it changes under the screen (Back/Forward, a link to the same screen).
 */
export function useListState({ listId, initialSorting, pageSize }: UseListStateOptions): ListStateBinding {
  const userId = useCurrentUser()?.id_usuario;
  const [preferences] = useState(() => readListPreferences(userId, listId));
  const sortingKey = JSON.stringify(initialSorting ?? []);
  const defaults = useMemo(
    () => listDefaults({ pageSize, initialSorting: JSON.parse(sortingKey) as ServerTableState['sorting'] }, preferences.pageSize),
    [pageSize, preferences.pageSize, sortingKey],
  );
  const defaultsRef = useRef(defaults);

  const [state, setState] = useState(() => readListUrl(window.location.search, defaults));
  const stateRef = useRef(state);
  useEffect(() => {
    stateRef.current = state;
    defaultsRef.current = defaults;
  });
  const written = useRef(listUrlKey(window.location.search));
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);

  // Back/Forward: draw again, and the check above adopts the address.
  const [, setPopped] = useState(0);
  useEffect(() => {
    const onPop = () => setPopped((n) => n + 1);
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  useEffect(
    () => () => {
      // Leaving the screen: a write still waiting would land on the next screen's address.
      if (pending.current) clearTimeout(pending.current);
    },
    [],
  );
  // Drawn again after a navigation (or Back/Forward): an address the list did not write wins.
  useEffect(() => {
    const addressKey = listUrlKey(window.location.search);
    if (pending.current !== null || addressKey === written.current) return;
    written.current = addressKey;
    setState(readListUrl(window.location.search, defaultsRef.current));
  });

  const onStateChange = useCallback(
    (next: ServerTableState) => {
      const previous = stateRef.current;
      if (next.pageSize !== previous.pageSize) saveListPreferences(userId, listId, { pageSize: next.pageSize });
      setState(next);
      if (pending.current) clearTimeout(pending.current);
      pending.current = setTimeout(
        () => {
          pending.current = null;
          const search = writeListUrl(window.location.search, next, defaultsRef.current);
          written.current = listUrlKey(search);
          replaceSearch(search);
        },
        sameText(previous, next) ? 0 : TYPING_MS,
      );
    },
    [userId, listId],
  );

  const [hiddenColumns, setHiddenColumns] = useState<readonly string[] | null>(preferences.hiddenColumns ?? null);
  const onHiddenColumnsChange = useCallback(
    (hidden: string[]) => {
      setHiddenColumns(hidden);
      saveListPreferences(userId, listId, { hiddenColumns: hidden });
    },
    [userId, listId],
  );

  return useMemo(
    () => ({ state, onStateChange, hiddenColumns, onHiddenColumnsChange }),
    [state, onStateChange, hiddenColumns, onHiddenColumnsChange],
  );
}
