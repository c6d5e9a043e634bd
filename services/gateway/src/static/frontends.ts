import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { type Request, type Response, Router } from 'express';
import { proxyFrontend } from './frontend-proxy.js';
import { builtFiles, sendBuiltFile } from './precompressed.js';
import type { RemotesCatalog } from './remotes-catalog.js';

const NOT_BUILT = `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Treina</title></head>
<body><h1>Treina</h1><p>A interface ainda não foi compilada. Execute <code>npm run build</code> ou <code>npm start</code>.</p></body></html>`;

export interface FrontendsOptions {
  /** Builds on disk (`<dir>/shell/dist`, `<dir>/<remote>-ui/dist`): `npm start`, and remotes without a URL. */
  frontendsDir: string;
  /** Where each remote is (REMOTES, REMOTES_FILE) and which version is deployed. */
  catalog: RemotesCatalog;
  /** SHELL_URL: the shell's own deployable; absent: its build in frontendsDir. */
  shellUrl?: string;
  /** SERVE_SOURCE_MAPS: answer the builds' `*.map` (for the team); default: a 404, like any missing file. */
  serveSourceMaps?: boolean;
}

/**
 * The shell at `/` with SPA fallback, each remote at `/remotes/<dir>/` and the runtime manifest at `/remotes.json`. Each front end comes
 * from its own deployable when configured (SHELL_URL, a remote's `url`), else from its build on disk, sent precompressed by
 * Accept-Encoding (precompressed.ts).
 */
export function frontendsRouter({ frontendsDir, catalog, shellUrl, serveSourceMaps = false }: FrontendsOptions): Router {
  const router = Router();
  const shellDist = join(frontendsDir, 'shell', 'dist');

  router.get('/remotes.json', (_request: Request, response: Response, next) => {
    response.setHeader('Cache-Control', 'no-cache');
    catalog.manifest().then((manifest) => response.json(manifest), next);
  });

  router.use('/remotes/:dir', (request, response, next) => {
    const dir = String(request.params.dir);
    if (!/^[a-z0-9-]+-ui$/.test(dir)) return next();
    const upstream = catalog.upstreamOf(dir);
    if (upstream) return proxyFrontend(upstream, request, response);
    builtFiles(join(frontendsDir, dir, 'dist'), { serveSourceMaps })(request, response, () =>
      response.status(404).setHeader('Cache-Control', 'no-cache').type('text/plain; charset=utf-8').send('Arquivo não encontrado.'),
    );
  });

  const isShellRequest = (request: Request) =>
    ['GET', 'HEAD'].includes(request.method) && !request.path.startsWith('/api/') && !request.path.startsWith('/health/');
  if (shellUrl) {
    // The shell's deployable answers its files and its routes (index.html) itself.
    router.use((request: Request, response: Response, next) =>
      isShellRequest(request) ? proxyFrontend(shellUrl, request, response) : next(),
    );
    return router;
  }

  router.use(builtFiles(shellDist, { serveSourceMaps }));

  router.use((request: Request, response: Response, next) => {
    if (!isShellRequest(request)) return next();
    // A missing asset is a 404, not the app page.
    if (/\.[a-z0-9]{1,5}$/i.test(request.path))
      return response.status(404).type('text/plain; charset=utf-8').send('Arquivo não encontrado.');
    const index = join(shellDist, 'index.html');
    if (!existsSync(index))
      return response.status(200).setHeader('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(NOT_BUILT);
    sendBuiltFile(request, response, index, next);
  });
  return router;
}
