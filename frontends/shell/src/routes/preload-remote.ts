import { REMOTE_ROUTES, type RemoteRoute } from './remote-routes';

/** The remote route that renders `pathname` (`/class` → Turmas of academic_ui); null for the shell's own routes and unknown paths. */
export function remoteRouteOf(pathname: string): RemoteRoute | null {
  const path = pathname.replace(/^\/+|\/+$/g, '');
  return REMOTE_ROUTES.find((candidate) => candidate.path === path) ?? null;
}

/**
 * The remoteEntry.js of the remote that renders `pathname` (`/class` → academic-ui), where the
 * gateway serves it (`/remotes/<name>/remoteEntry.js`, as /remotes.json announces it); null for
 * the shell's own routes (/login, /change_password) and unknown paths.
 */
export function remoteEntryOf(pathname: string): string | null {
  const route = remoteRouteOf(pathname);
  return route ? `/remotes/${route.remote.replace(/_/g, '-')}/remoteEntry.js` : null;
}

/**
 * Starts fetching the first screen's remote entry while the shell's scripts still load, instead of once React has rendered the route and
 * read /remotes.json; the federation runtime's `<script>` for that URL takes the preloaded answer. A wrong guess costs one unused download.
 */
export function preloadFirstRemote(doc: Document = document): void {
  const entry = remoteEntryOf(doc.location.pathname);
  if (!entry) return;
  const link = doc.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'script');
  link.href = entry;
  doc.head.appendChild(link);
}
