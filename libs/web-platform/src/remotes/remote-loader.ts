import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { type FrontendBuildInfo, REMOTES_MANIFEST_PATH, type RemotesManifest } from '@treina/contracts';
import { REMOTE_BUILD_INFO_MODULE, REMOTE_PAGES_MODULE, type RemoteName } from './remote-modules';

/** The remote is not listed in /remotes.json (not deployed yet, or its build is missing). */
export class RemoteUnavailableError extends Error {
  readonly remote: string;
  constructor(remote: string) {
    super(`Remote ${remote} is not in the manifest`);
    this.name = 'RemoteUnavailableError';
    this.remote = remote;
  }
}

/** A remote that is listed but could not be loaded: another build's shared requirements, a script that failed... */
export class RemoteLoadError extends Error {
  readonly remote: string;
  readonly version: string | undefined;
  constructor(remote: string, version: string | undefined, cause: unknown) {
    super(`Remote ${remote} ${version ?? '(version unknown)'} failed to load: ${cause instanceof Error ? cause.message : String(cause)}`, {
      cause,
    });
    this.name = 'RemoteLoadError';
    this.remote = remote;
    this.version = version;
  }
}

/** What the shell knows of one remote: what /remotes.json announces and what actually loaded. */
export interface RemoteStatus {
  name: string;
  /** The deployed version and build, as /remotes.json lists them. */
  version?: string;
  buildId?: string;
  /** The build that loaded in this page (its `./build-info`); absent until a screen of it opened. */
  loaded?: FrontendBuildInfo;
  /** Its last load failed (see the console for why). */
  failed?: boolean;
}

let manifestPromise: Promise<RemotesManifest> | null = null;
const registered = new Map<string, string>();
const statuses = new Map<string, RemoteStatus>();
let statusList: readonly RemoteStatus[] = [];
const statusListeners = new Set<() => void>();

function updateStatus(name: string, patch: Partial<RemoteStatus>): void {
  statuses.set(name, { ...statuses.get(name), ...patch, name });
  statusList = [...statuses.values()];
  for (const listener of statusListeners) listener();
}

/** The remotes known so far, for useSyncExternalStore (the shell's 'Sobre' dialog). */
export function getRemoteStatuses(): readonly RemoteStatus[] {
  return statusList;
}

export function subscribeRemoteStatuses(listener: () => void): () => void {
  statusListeners.add(listener);
  return () => statusListeners.delete(listener);
}

/** `GET /remotes.json`, cached; `force` reads it again (the retry button does). */
export function fetchRemotesManifest(force = false): Promise<RemotesManifest> {
  if (!manifestPromise || force) {
    manifestPromise = fetch(REMOTES_MANIFEST_PATH, { credentials: 'same-origin', cache: 'no-store' })
      .then(async (response) => {
        if (!response.ok) throw new Error(`remotes manifest answered ${response.status}`);
        const body = (await response.json()) as Partial<RemotesManifest>;
        const manifest = { remotes: Array.isArray(body.remotes) ? body.remotes : [] };
        for (const remote of manifest.remotes) updateStatus(remote.name, { version: remote.version, buildId: remote.buildId });
        return manifest;
      })
      .catch((error: unknown) => {
        manifestPromise = null;
        throw error;
      });
  }
  return manifestPromise;
}

function register(name: string, entry: string, force: boolean): void {
  const known = registered.get(name);
  if (known === entry && !force) return;
  registerRemotes([{ name, entry }], { force: known !== undefined });
  registered.set(name, entry);
}

/**
 * Registers every remote of the manifest with the federation runtime. The shell calls
 * it at start; screens call {@link loadRemotePages}, which registers on demand anyway.
 */
export async function registerManifestRemotes(force = false): Promise<RemotesManifest> {
  const manifest = await fetchRemotesManifest(force);
  for (const remote of manifest.remotes) register(remote.name, remote.entry, false);
  return manifest;
}

export async function isRemoteAvailable(remote: RemoteName | string): Promise<boolean> {
  try {
    const manifest = await fetchRemotesManifest();
    return manifest.remotes.some((r) => r.name === remote);
  } catch {
    return false;
  }
}

/**
 * Loads the `./pages` module of a remote (and its `./build-info`). Throws {@link RemoteUnavailableError} when the manifest does not list
 * it, {@link RemoteLoadError} (logged with the remote's name and version) when it does not load, e.g. a remote built against a React the
 * shell does not provide. `retry` re-reads the manifest and re-registers the remote so a script that failed before is fetched again.
 */
export async function loadRemotePages<T = Record<string, unknown>>(
  remote: RemoteName | string,
  options: { retry?: boolean } = {},
): Promise<T> {
  const manifest = await fetchRemotesManifest(!!options.retry);
  const entry = manifest.remotes.find((r) => r.name === remote);
  if (!entry) throw new RemoteUnavailableError(remote);
  register(entry.name, entry.entry, !!options.retry);
  const exposed = (module: string) => `${remote}/${module.replace(/^\.\//, '')}`;
  try {
    const [module, info] = await Promise.all([
      loadRemote<T>(exposed(REMOTE_PAGES_MODULE)),
      // A remote built before build-info existed still loads.
      loadRemote<{ buildInfo?: FrontendBuildInfo }>(exposed(REMOTE_BUILD_INFO_MODULE)).catch(() => undefined),
    ]);
    if (!module) throw new Error('no module answered');
    updateStatus(remote, { loaded: info?.buildInfo, failed: false });
    return module;
  } catch (cause: unknown) {
    const error = new RemoteLoadError(remote, entry.version, cause);
    updateStatus(remote, { failed: true });
    // Support finds the remote and the version that failed in the browser's console.
    console.error(`[treina] ${error.message}`, cause);
    throw error;
  }
}

/** The build of a remote loaded in this page, if any. */
export function loadedBuildOf(remote: string): FrontendBuildInfo | undefined {
  return statuses.get(remote)?.loaded;
}
