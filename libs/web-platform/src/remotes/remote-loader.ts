import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTES_MANIFEST_PATH, type RemotesManifest } from '@treina/contracts';
import { REMOTE_PAGES_MODULE, type RemoteName } from './remote-modules';

/** The remote is not listed in /remotes.json (not deployed yet, or its build is missing). */
export class RemoteUnavailableError extends Error {
  readonly remote: string;
  constructor(remote: string) {
    super(`Remote ${remote} is not in the manifest`);
    this.name = 'RemoteUnavailableError';
    this.remote = remote;
  }
}

let manifestPromise: Promise<RemotesManifest> | null = null;
const registered = new Map<string, string>();

/** `GET /remotes.json`, cached; `force` reads it again (the retry button does). */
export function fetchRemotesManifest(force = false): Promise<RemotesManifest> {
  if (!manifestPromise || force) {
    manifestPromise = fetch(REMOTES_MANIFEST_PATH, { credentials: 'same-origin', cache: 'no-store' })
      .then(async (response) => {
        if (!response.ok) throw new Error(`remotes manifest answered ${response.status}`);
        const body = (await response.json()) as Partial<RemotesManifest>;
        return { remotes: Array.isArray(body.remotes) ? body.remotes : [] };
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
 * Loads the `./pages` module of a remote. Throws {@link RemoteUnavailableError} when
 * the manifest does not list it. `retry` re-reads the manifest and re-registers the
 * remote so a script that failed before is fetched again.
 */
export async function loadRemotePages<T = Record<string, unknown>>(
  remote: RemoteName | string,
  options: { retry?: boolean } = {},
): Promise<T> {
  const manifest = await fetchRemotesManifest(!!options.retry);
  const entry = manifest.remotes.find((r) => r.name === remote);
  if (!entry) throw new RemoteUnavailableError(remote);
  register(entry.name, entry.entry, !!options.retry);
  const module = await loadRemote<T>(`${remote}/${REMOTE_PAGES_MODULE.replace(/^\.\//, '')}`);
  if (!module) throw new Error(`Remote ${remote} answered no module`);
  return module;
}
