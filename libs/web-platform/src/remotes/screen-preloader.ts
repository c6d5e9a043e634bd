import type { SessionUser } from '@treina/contracts';
import { prefetchServerTable, type UseServerTableOptions } from '../table/use-server-table';
import type { PreloadPage } from './remote-modules';

/** A remote's screens by page name, each able to start loading its chunk (an `onDemand` component). */
export type PreloadableScreens = Record<string, { preload(): Promise<unknown> }>;

/** The server list a screen shows first, as the screen will ask for it; null when there is none to guess. */
export type FirstScreenTable = (page: string, user: SessionUser | null, search: URLSearchParams) => UseServerTableOptions | null;

/**
 * A remote's `preloadPage` (see {@link PreloadPage}): starts the screen's chunk and the first
 * page of its list together, so the screen then finds its chunk loaded or loading and its query
 * in flight under the same key.
 */
export function screenPreloader(screens: PreloadableScreens, firstTable: FirstScreenTable = () => null): PreloadPage {
  return (page, { queryClient, user, search }) => {
    const screen = Object.hasOwn(screens, page) ? screens[page] : undefined;
    // A chunk that fails here fails again in the screen, which shows the error.
    if (screen) screen.preload().catch(() => undefined);
    const table = firstTable(page, user, search);
    if (table) void prefetchServerTable(queryClient, table, { userId: user?.id_usuario, search });
  };
}
