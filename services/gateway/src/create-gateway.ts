import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { httpMetricsMiddleware, JsonLogger, PlatformMetrics, requestContextMiddleware, serveMetrics } from '@treina/nest-platform/edge';
import type { Request } from 'express';
import { Gauge } from 'prom-client';
import { AppModule } from './app.module.js';
import { isDocsPath } from './docs/docs.controller.js';
import { type GatewayConfig, readGatewayConfig } from './config/gateway.config.js';
import { createApiProxy, sendApiError } from './proxy/api-proxy.js';
import { segmentOf } from './proxy/route-table.js';
import { securityHeaders } from './security/security-headers.js';
import { ResourcesToClose } from './lifecycle/resources-to-close.js';
import { frontendsRouter } from './static/frontends.js';
import { RemotesCatalog } from './static/remotes-catalog.js';

/**
 * Builds the gateway: request ids and logs, request durations, security headers, `/api` proxy, front ends. Its metrics are served by
 * serveGatewayMetrics on a port of their own; the public port answers 404 to /metrics (the Ingress never exposes them, and the services'
 * own /metrics is not under /api, so the proxy never reaches it).
 */
export async function createGateway(config: GatewayConfig = readGatewayConfig(), options: { logger?: JsonLogger } = {}) {
  const logger = options.logger ?? new JsonLogger('gateway');
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), { logger, bodyParser: false });
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  const proxy = createApiProxy(config.proxy, logger);
  // The first logins already count in Redis when it answers at once; else they count locally until it does.
  await proxy.limits.ready(config.proxy.limitsStore.timeoutMs * 2);
  const metrics = app.get(PlatformMetrics);
  new Gauge({
    name: 'gateway_rate_limits_shared',
    help: 'Whether the login and reset limits are counted in Redis, shared by every replica (1), or in this replica’s memory (0).',
    registers: [metrics.registry],
    collect() {
      this.set(proxy.limits.mode === 'shared' ? 1 : 0);
    },
  });
  // Proxied calls are labelled by the service's segment (`/api/customer/*`), static files as one route.
  const routeOf = (request: Request) => {
    if (!request.path.startsWith('/api/')) return request.path === '/metrics' ? undefined : 'static';
    if (isDocsPath(request.path)) return '/api/docs';
    const segment = segmentOf(request.path, config.proxy.upstreams) ?? '';
    return config.proxy.upstreams.has(segment) ? `/api/${segment}/*` : undefined;
  };
  app.use(requestContextMiddleware(logger));
  app.use(httpMetricsMiddleware(metrics.httpDuration, routeOf));
  app.use(securityHeaders());
  // The gateway's own routes (health, the API documentation) are answered by its controllers; everything else under /api is proxied.
  app.use((request: Request, response: never, next: () => void) => {
    if (request.path === '/metrics') return sendApiError(response, 404, 'Rota não encontrada.');
    return request.path === '/api/health' || isDocsPath(request.path) ? next() : proxy.middleware(request as never, response, next);
  });
  const catalog = new RemotesCatalog({
    frontendsDir: config.frontendsDir,
    remotes: config.remotes,
    remotesFile: config.remotesFile,
    warn: (message) => logger.warn(message),
  });
  app.use(
    frontendsRouter({ frontendsDir: config.frontendsDir, catalog, shellUrl: config.shellUrl, serveSourceMaps: config.serveSourceMaps }),
  );
  app.enableShutdownHooks();
  app.get(ResourcesToClose).add(() => proxy.close());
  return app;
}

/**
 * Starts the gateway's metrics listener (METRICS_PORT; main.ts, or a test on port 0),
 * closed with the app. Returns the URL of its GET /metrics.
 */
export async function serveGatewayMetrics(app: NestExpressApplication, options: { host: string; port: number }): Promise<string> {
  const server = await serveMetrics(app.get(PlatformMetrics), options);
  app.get(ResourcesToClose).add(() => server.close());
  return server.url;
}
