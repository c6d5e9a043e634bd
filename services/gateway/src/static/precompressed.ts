import { statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import type { NextFunction, Request, Response } from 'express';

/** A compressed variant the build writes beside a file (`main.1a2b3c4d.js.br`, `.gz`). */
export type Encoding = 'br' | 'gzip';
const SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

const TEXT_TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
};
/** Binary files the shell ships (favicon.ico, the manifest's icons): sent as they are. */
const BINARY_TYPES: Record<string, string> = {
  '.ico': 'image/x-icon',
  '.png': 'image/png',
};
/** rspack's `[name].[contenthash:8].js` (the same rule as deploy/docker/serve-frontend.mjs). */
const HASHED = /[.-][0-9a-f]{8,}\.(js|css|woff2?|png|svg)$/;

/** Hashed names never change: a year, immutable. Entries (index.html, remoteEntry.js, build.json) are revalidated. */
export const cacheControlOf = (path: string): string => (HASHED.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');

/**
 * The encodings a request accepts, best first: brotli, then gzip (identity is always the
 * fallback). `q=0` refuses one; `*` stands for those not named.
 */
export function acceptedEncodings(header: string | undefined): Encoding[] {
  const quality = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    quality.set(name, q === undefined ? 1 : Number(q));
  }
  const accepts = (encoding: string) =>
    (quality.get(encoding) ?? (encoding === 'gzip' ? quality.get('x-gzip') : undefined) ?? quality.get('*') ?? 0) > 0;
  return (['br', 'gzip'] as const).filter(accepts);
}

const fileAt = (path: string) => {
  try {
    const stat = statSync(path);
    return stat.isFile() ? stat : undefined;
  } catch {
    return undefined;
  }
};

/** The file to send for `file`: its best accepted variant the build wrote, else itself. */
function chooseVariant(file: string, acceptEncoding: string | undefined): { path: string; encoding?: Encoding } {
  for (const encoding of acceptedEncodings(acceptEncoding)) {
    if (fileAt(file + SUFFIX[encoding])) return { path: file + SUFFIX[encoding], encoding };
  }
  return { path: file };
}

/**
 * Sends one built front-end file with its type (`charset=utf-8`: MUI X needs it), its caching
 * and, when the request accepts one the build wrote, its brotli or gzip variant
 * (`Content-Encoding`, `Vary: Accept-Encoding` on every answer of a compressible file).
 */
export function sendBuiltFile(request: Request, response: Response, file: string, next: NextFunction): void {
  const extension = extname(file);
  const compressible = TEXT_TYPES[extension] !== undefined;
  const variant = compressible ? chooseVariant(file, request.headers['accept-encoding']) : { path: file };
  const headers: Record<string, string> = { 'Cache-Control': cacheControlOf(file) };
  const type = TEXT_TYPES[extension] ?? BINARY_TYPES[extension];
  if (type) headers['Content-Type'] = type;
  if (compressible) headers['Vary'] = 'Accept-Encoding';
  if (variant.encoding) headers['Content-Encoding'] = variant.encoding;
  response.sendFile(variant.path, { headers, dotfiles: 'allow', cacheControl: false }, (error?: Error) => {
    if (error && !response.headersSent) next(error);
  });
}

export interface BuiltFilesOptions {
  /** SERVE_SOURCE_MAPS: answer `*.map` (for the team); otherwise they are a 404 like any missing file. */
  serveSourceMaps: boolean;
}

/**
 * The files of one build folder (`dist`), GET and HEAD only: the path is decoded and kept inside `root`; hidden names, the compressed
 * variants themselves (`*.br`, `*.gz`: asked for by Accept-Encoding, not by name) and, unless `serveSourceMaps`, source maps are not found.
 * A file that is not there goes to `next()`.
 */
export function builtFiles(root: string, { serveSourceMaps }: BuiltFilesOptions) {
  const base = normalize(root);
  const inside = base.endsWith(sep) ? base : base + sep;
  return (request: Request, response: Response, next: NextFunction): void => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    let relative: string;
    try {
      relative = decodeURIComponent(request.path);
    } catch {
      return next();
    }
    const parts = relative.split('/').filter(Boolean);
    if (!parts.length || parts.some((part) => part.startsWith('.'))) return next();
    const name = parts[parts.length - 1]!;
    if (/\.(br|gz)$/.test(name) || (!serveSourceMaps && name.endsWith('.map'))) return next();
    const file = normalize(join(base, ...parts));
    if (!file.startsWith(inside) || !fileAt(file)) return next();
    sendBuiltFile(request, response, file, next);
  };
}
