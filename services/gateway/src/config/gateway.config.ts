import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { env, envBool, envInt, type EnvSource, readHttpConfig, readShutdownConfig } from '@treina/nest-platform/edge';
import type { ProxyOptions } from '../proxy/api-proxy.js';
import { DEFAULT_SERVICE_PORTS, upstreams } from '../proxy/route-table.js';
import { parseRemotes, type RemoteSource } from '../static/remotes-catalog.js';

const here = dirname(fileURLToPath(import.meta.url));
/** The repository's frontends/ folder, from src/config (tests, from source) or dist/src/config (built). */
const DEFAULT_FRONTENDS_DIR = resolve(here, here.includes('/dist/') ? '../../../../../frontends' : '../../../../frontends');

/** Everything the gateway is configured with, read once at start-up. */
export interface GatewayConfig {
  http: { host: string; port: number };
  /** GET /metrics on a port of its own (METRICS_PORT, default 9464; 0: any free port), never on the public one. */
  metrics: { host: string; port: number };
  shutdown: { delayMs: number; timeoutMs: number };
  /** X-Forwarded-For is believed only from these proxies (TRUST_PROXY), so a client cannot spoof its IP. */
  trustProxy: boolean | number | string;
  /** Where the front ends' builds are: `<dir>/shell/dist`, `<dir>/<remote>-ui/dist`. */
  frontendsDir: string;
  /**
   * REMOTES: the UI remotes of this deployment, a JSON list of `{ name, url?, version? }` (url: the
   * remote's own deployable, which `/remotes/<name>/` is proxied to; version: announced in
   * /remotes.json, else the one the remote's build reports). Unset: every remote built in frontendsDir.
   */
  remotes?: RemoteSource[];
  /** REMOTES_FILE: the same list in a file (a mounted ConfigMap), read again when it changes; wins over REMOTES while it exists. */
  remotesFile?: string;
  /** SHELL_URL: the shell's own deployable; unset: the shell's build in frontendsDir. */
  shellUrl?: string;
  /** SERVE_SOURCE_MAPS=true: answer the front ends' `*.map` files (a team's own deployment); default false: 404. */
  serveSourceMaps: boolean;
  /** Each service's base URL (IDENTITY_URL, …), for the proxy and the readiness summary. */
  services: Record<string, string>;
  proxy: ProxyOptions;
}

function trustProxy(value: string): boolean | number | string {
  if (value === '') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

function origin(name: string, value: string): string | undefined {
  if (value === '') return undefined;
  if (!/^https?:\/\/[^/]+\/?$/.test(value)) throw new Error(`${name} inválido: esperada a origem http(s) do front end.`);
  return value.replace(/\/$/, '');
}

export function readGatewayConfig(source: EnvSource = process.env): GatewayConfig {
  const minutes = (name: string, fallback: number) => envInt(name, fallback, source) * 60_000;
  const services = Object.fromEntries(
    Object.entries(DEFAULT_SERVICE_PORTS).map(([service, port]) => [
      service,
      env(`${service.toUpperCase()}_URL`, `http://127.0.0.1:${port}`, source),
    ]),
  );
  const window = minutes('LOGIN_LIMIT_WINDOW_MIN', 15);
  const resetWindow = minutes('RESET_LIMIT_WINDOW_MIN', 15);
  const certificateWindow = minutes('CERTIFICATE_LIMIT_WINDOW_MIN', 15);
  return {
    http: readHttpConfig(3000, { HOST: '0.0.0.0', ...source }),
    metrics: { host: env('HOST', '0.0.0.0', source), port: envInt('METRICS_PORT', 9464, source) },
    shutdown: readShutdownConfig(source),
    trustProxy: trustProxy(env('TRUST_PROXY', '', source)),
    frontendsDir: env('FRONTENDS_DIR', DEFAULT_FRONTENDS_DIR, source),
    remotes: env('REMOTES', '', source) ? parseRemotes(env('REMOTES', '', source), 'REMOTES') : undefined,
    remotesFile: env('REMOTES_FILE', '', source) || undefined,
    shellUrl: origin('SHELL_URL', env('SHELL_URL', '', source)),
    serveSourceMaps: envBool('SERVE_SOURCE_MAPS', false, source),
    services,
    proxy: {
      upstreams: upstreams(services),
      bodyLimit: envInt('BODY_LIMIT_BYTES', 1024 * 1024, source),
      uploadLimit: envInt('UPLOAD_LIMIT_BYTES', 25 * 1024 * 1024, source),
      loginPerIp: { limit: envInt('LOGIN_LIMIT_PER_IP', 50, source), windowMs: window },
      loginPerAccount: { limit: envInt('LOGIN_LIMIT_PER_ACCOUNT', 10, source), windowMs: window },
      resetPerIp: { limit: envInt('RESET_LIMIT_PER_IP', 20, source), windowMs: resetWindow },
      resetPerEmail: { limit: envInt('RESET_LIMIT_PER_EMAIL', 5, source), windowMs: resetWindow },
      certificatePerIp: { limit: envInt('CERTIFICATE_LIMIT_PER_IP', 60, source), windowMs: certificateWindow },
      // With REDIS_URL every replica shares the counts; without it (or while Redis is down), each counts in memory.
      limitsStore: {
        url: env('REDIS_URL', '', source),
        keyPrefix: env('REDIS_KEY_PREFIX', 'treina:gateway:', source),
        timeoutMs: envInt('REDIS_TIMEOUT_MS', 500, source),
      },
    },
  };
}

/** The injection token of the GatewayConfig. */
export const GATEWAY_CONFIG = Symbol('GATEWAY_CONFIG');
