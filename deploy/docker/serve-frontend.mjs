#!/usr/bin/env node
// The static server of every front-end image (treina/shell and one per UI remote, see
// frontends.mjs): Node's own http and fs, no dependencies, so the image is the runtime plus
// the built files. The gateway routes to it by path (REMOTES / SHELL_URL, deploy/README.md).
//
//   FRONTEND=crm-ui  serves <dir> under /remotes/crm-ui/ (a remote: a missing file is a 404)
//   FRONTEND=shell   serves <dir> under / (the shell: any path without an extension is index.html)
//
// Caching: a file whose name carries a content hash (main.1a2b3c4d.js) never changes:
// `immutable` for a year. Everything else (remoteEntry.js, build.json, index.html) is
// `no-cache`: revalidated on every load (ETag, 304), so a release shows at the next reload.
// Compression: the build writes `<file>.br` and `<file>.gz` beside every text file; the one the
// request's Accept-Encoding prefers (br, then gzip, else the file itself) is sent, with
// `Vary: Accept-Encoding`. Source maps are a 404 unless SERVE_SOURCE_MAPS=true (the same rules
// as the gateway's services/gateway/src/static/precompressed.ts).
// GET /health/live and /health/ready (200 once the entry file exists). Env: FRONTEND,
// FRONTEND_DIR (default /srv/<FRONTEND>), HOST (0.0.0.0), PORT (8080), SERVE_SOURCE_MAPS (false).
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const TYPES = {
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
};
/** rspack's `[name].[contenthash:8].js` (the same rule as the gateway's static/frontends.ts). */
const HASHED = /[.-][0-9a-f]{8,}\.(js|css|woff2?|png|svg)$/;

/** The Cache-Control of a served file. */
export const cacheControl = (path) => (HASHED.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');

/** Text files: the build may have written compressed variants of them. */
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|map|webmanifest)$/;
const VARIANTS = [
  ['br', '.br'],
  ['gzip', '.gz'],
];

/** The encodings a request accepts, best first: br, then gzip (`q=0` refuses one; `*` stands for the others). */
export function acceptedEncodings(header = '') {
  const quality = new Map();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    quality.set(name, q === undefined ? 1 : Number(q));
  }
  const accepts = (encoding) =>
    (quality.get(encoding) ?? (encoding === 'gzip' ? quality.get('x-gzip') : undefined) ?? quality.get('*') ?? 0) > 0;
  return ['br', 'gzip'].filter(accepts);
}

const fileStat = (path) => {
  try {
    const stat = statSync(path);
    return stat.isFile() ? stat : undefined;
  } catch {
    return undefined;
  }
};

/** The URL prefix a front end is served under: the shell at /, a remote at /remotes/<name>/. */
export const basePathOf = (frontend) => (frontend === 'shell' ? '/' : `/remotes/${frontend}/`);

const text = (response, status, body) => {
  response.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' });
  response.end(body);
};

/**
 * The request handler: `frontend` is `shell` or a remote's folder name (`crm-ui`), `dir` its
 * built files; `serveSourceMaps`: answer `*.map` (the images leave them out anyway).
 */
export function frontendHandler({ frontend, dir, serveSourceMaps = false }) {
  const isShell = frontend === 'shell';
  const base = basePathOf(frontend);
  const entry = join(dir, isShell ? 'index.html' : 'remoteEntry.js');
  return (request, response) => {
    const url = new URL(request.url ?? '/', 'http://frontend');
    if (url.pathname === '/health/live') return text(response, 200, 'ok');
    if (url.pathname === '/health/ready') return existsSync(entry) ? text(response, 200, 'ok') : text(response, 503, 'sem arquivos');
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.setHeader('Allow', 'GET, HEAD');
      return text(response, 405, 'Método não permitido.');
    }
    if (!url.pathname.startsWith(base)) return text(response, 404, 'Arquivo não encontrado.');
    let relative;
    try {
      relative = decodeURIComponent(url.pathname.slice(base.length));
    } catch {
      return text(response, 400, 'Caminho inválido.');
    }
    const path = normalize(join(dir, relative));
    const hidden = relative.split('/').some((part) => part.startsWith('.'));
    // The compressed variants are asked for by Accept-Encoding, not by name.
    const refused = /\.(br|gz)$/.test(relative) || (!serveSourceMaps && relative.endsWith('.map'));
    if (hidden || refused || (path !== dir && !path.startsWith(dir.endsWith(sep) ? dir : dir + sep)))
      return text(response, 404, 'Arquivo não encontrado.');
    let file = path;
    let stat = fileStat(file);
    if (!stat) {
      // The shell's routes (/customer, /class?...) are its index.html; a missing asset stays a 404.
      if (!isShell || /\.[a-z0-9]{1,5}$/i.test(url.pathname)) return text(response, 404, 'Arquivo não encontrado.');
      file = entry;
      stat = fileStat(file);
      if (!stat) return text(response, 503, 'A interface não foi instalada nesta imagem.');
    }
    const compressible = COMPRESSIBLE.test(file);
    let sent = { path: file, stat, encoding: undefined };
    if (compressible) {
      for (const encoding of acceptedEncodings(request.headers['accept-encoding'])) {
        const [, suffix] = VARIANTS.find(([name]) => name === encoding);
        const variant = fileStat(file + suffix);
        if (variant) {
          sent = { path: file + suffix, stat: variant, encoding };
          break;
        }
      }
    }
    // Each encoding is its own representation: its own ETag.
    const etag = `"${sent.stat.size.toString(16)}-${Math.floor(sent.stat.mtimeMs).toString(16)}${sent.encoding ? `-${sent.encoding}` : ''}"`;
    const headers = {
      'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
      'Cache-Control': cacheControl(file),
      ETag: etag,
      'Last-Modified': stat.mtime.toUTCString(),
      'X-Content-Type-Options': 'nosniff',
      ...(compressible ? { Vary: 'Accept-Encoding' } : {}),
      ...(sent.encoding ? { 'Content-Encoding': sent.encoding } : {}),
    };
    if (request.headers['if-none-match'] === etag) {
      response.writeHead(304, headers);
      return response.end();
    }
    response.writeHead(200, { ...headers, 'Content-Length': sent.stat.size });
    if (request.method === 'HEAD') return response.end();
    createReadStream(sent.path).pipe(response);
  };
}

/** Starts a server; resolves with it once listening (port 0: any free port, see server.address()). */
export function serveFrontend({ frontend, dir, host = '0.0.0.0', port = 8080, serveSourceMaps = false }) {
  const server = createServer(frontendHandler({ frontend, dir: normalize(dir), serveSourceMaps }));
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const frontend = process.env.FRONTEND;
  if (!frontend || !/^(shell|[a-z0-9-]+-ui)$/.test(frontend)) {
    process.stderr.write('FRONTEND must be shell or <name>-ui\n');
    process.exit(2);
  }
  const dir = process.env.FRONTEND_DIR || `/srv/${frontend}`;
  const server = await serveFrontend({
    frontend,
    dir,
    host: process.env.HOST || '0.0.0.0',
    port: Number(process.env.PORT || 8080),
    serveSourceMaps: process.env.SERVE_SOURCE_MAPS === 'true',
  });
  const log = (msg, extra = {}) =>
    process.stdout.write(`${JSON.stringify({ time: new Date().toISOString(), level: 'info', service: frontend, msg, ...extra })}\n`);
  log('front end serving', { path: basePathOf(frontend), port: server.address().port });
  const stop = () => {
    server.close(() => process.exit(0));
    server.closeIdleConnections();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
