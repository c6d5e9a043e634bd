import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { FrontendBuildInfo, RemotesManifest } from '@treina/contracts';

/** One UI remote as the gateway's configuration names it. */
export interface RemoteSource {
  /** Federation name, e.g. `crm_ui` (served under `/remotes/crm-ui/`). */
  name: string;
  /** Origin of the remote's own deployable (`http://crm-ui:8080`); absent: its build in FRONTENDS_DIR. */
  url?: string;
  /** Version announced in /remotes.json; absent: the one the remote's build.json reports. */
  version?: string;
}

const NAME = /^[a-z0-9]+(_[a-z0-9]+)*_ui$/;

/** `crm_ui` → `crm-ui`: the folder (FRONTENDS_DIR) and path segment (`/remotes/crm-ui/`) of a remote. */
const remoteDir = (name: string) => name.replace(/_/g, '-');

/**
 * Parses a remotes configuration: a JSON array of `{ name, url?, version? }`. Throws an error
 * naming `origin` (the variable or file) and what is wrong.
 */
export function parseRemotes(text: string, origin: string): RemoteSource[] {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new Error(`${origin} inválido: esperado um JSON.`);
  }
  if (!Array.isArray(value)) throw new Error(`${origin} inválido: esperada uma lista de remotes.`);
  const names = new Set<string>();
  return value.map((item: unknown, index) => {
    const fail = (why: string): never => {
      throw new Error(`${origin} inválido: item ${index + 1}: ${why}.`);
    };
    if (typeof item !== 'object' || item === null) return fail('esperado um objeto { name, url, version }');
    const { name, url, version, ...rest } = item as Record<string, unknown>;
    if (Object.keys(rest).length) fail(`campo desconhecido ${Object.keys(rest).join(', ')}`);
    if (typeof name !== 'string' || !NAME.test(name)) fail('name deve ser o nome de federação do remote (crm_ui)');
    if (names.has(name as string)) fail(`${name as string} repetido`);
    names.add(name as string);
    if (url !== undefined && (typeof url !== 'string' || !/^https?:\/\/[^/]+\/?$/.test(url)))
      fail('url deve ser a origem http(s) do remote');
    if (version !== undefined && (typeof version !== 'string' || !/^[\w.+-]{1,64}$/.test(version))) fail('version inválida');
    return {
      name: name as string,
      ...(url ? { url: (url as string).replace(/\/$/, '') } : {}),
      ...(version ? { version: version as string } : {}),
    };
  });
}

export interface RemotesCatalogOptions {
  /** Builds on disk: `<dir>/<remote>-ui/dist`. */
  frontendsDir: string;
  /** REMOTES: the remotes of this deployment. */
  remotes?: RemoteSource[];
  /** REMOTES_FILE: the same as a file, read again whenever it changes (a mounted ConfigMap); wins over `remotes`. */
  remotesFile?: string;
  /** How long a remote's build.json fetched from its deployable is believed. */
  infoTtlMs?: number;
  fetchTimeoutMs?: number;
  warn?: (message: string) => void;
}

/**
 * Where each UI remote is and which version is deployed: REMOTES_FILE (when it exists), else
 * REMOTES, else every remote built in FRONTENDS_DIR. A remote with a `url` is proxied to its own
 * deployable; its version is the configured one, else what its build.json says.
 */
export class RemotesCatalog {
  private file?: { mtimeMs: number; size: number; sources: RemoteSource[] };
  private readonly infos = new Map<string, { at: number; info: Promise<FrontendBuildInfo | undefined> }>();

  constructor(private readonly options: RemotesCatalogOptions) {}

  sources(): RemoteSource[] {
    return this.fromFile() ?? this.options.remotes ?? this.builtOnDisk();
  }

  /** The origin `/remotes/<dir>/…` is proxied to, or undefined when it is served from disk. */
  upstreamOf(dir: string): string | undefined {
    return this.sources().find((remote) => remoteDir(remote.name) === dir)?.url;
  }

  async manifest(): Promise<RemotesManifest> {
    const remotes = await Promise.all(
      this.sources().map(async (remote) => {
        const dir = remoteDir(remote.name);
        const info = await this.buildInfo(remote);
        const version = remote.version ?? info?.version;
        return {
          name: remote.name,
          entry: `/remotes/${dir}/remoteEntry.js`,
          ...(version ? { version } : {}),
          ...(info?.buildId ? { buildId: info.buildId } : {}),
        };
      }),
    );
    return { remotes };
  }

  private fromFile(): RemoteSource[] | undefined {
    const path = this.options.remotesFile;
    if (!path) return undefined;
    let stat;
    try {
      stat = statSync(path);
    } catch {
      this.file = undefined;
      return undefined;
    }
    if (this.file && this.file.mtimeMs === stat.mtimeMs && this.file.size === stat.size) return this.file.sources;
    const text = readFileSync(path, 'utf8');
    // An empty file: no override (REMOTES or the builds on disk).
    if (!text.trim()) {
      this.file = undefined;
      return undefined;
    }
    try {
      this.file = { mtimeMs: stat.mtimeMs, size: stat.size, sources: parseRemotes(text, `REMOTES_FILE (${path})`) };
    } catch (error) {
      // A broken edit keeps the last good list rather than taking every remote away.
      this.options.warn?.(`${(error as Error).message} A lista anterior continua valendo.`);
    }
    return this.file?.sources;
  }

  private builtOnDisk(): RemoteSource[] {
    const dir = this.options.frontendsDir;
    if (!existsSync(dir)) return [];
    return readdirSync(dir)
      .filter((entry) => /^[a-z0-9-]+-ui$/.test(entry) && existsSync(join(dir, entry, 'dist', 'remoteEntry.js')))
      .sort()
      .map((entry) => ({ name: entry.replace(/-/g, '_') }));
  }

  private buildInfo(remote: RemoteSource): Promise<FrontendBuildInfo | undefined> {
    const dir = remoteDir(remote.name);
    if (!remote.url) return Promise.resolve(readInfo(join(this.options.frontendsDir, dir, 'dist', 'build.json')));
    const key = `${remote.url}/remotes/${dir}/build.json`;
    const cached = this.infos.get(key);
    if (cached && Date.now() - cached.at < (this.options.infoTtlMs ?? 2000)) return cached.info;
    const info = fetch(key, { signal: AbortSignal.timeout(this.options.fetchTimeoutMs ?? 1500), headers: { accept: 'application/json' } })
      .then(async (answer) => (answer.ok ? asInfo(await answer.json()) : undefined))
      .catch(() => undefined);
    this.infos.set(key, { at: Date.now(), info });
    return info;
  }
}

function readInfo(path: string): FrontendBuildInfo | undefined {
  try {
    return asInfo(JSON.parse(readFileSync(path, 'utf8')));
  } catch {
    return undefined;
  }
}

function asInfo(value: unknown): FrontendBuildInfo | undefined {
  const info = value as Partial<FrontendBuildInfo> | null;
  return info && typeof info.version === 'string' && typeof info.buildId === 'string' && typeof info.name === 'string'
    ? { name: info.name, version: info.version, buildId: info.buildId }
    : undefined;
}
