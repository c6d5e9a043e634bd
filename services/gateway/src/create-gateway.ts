import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { JsonLogger, requestContextMiddleware } from '@treina/nest-platform';
import { AppModule } from './app.module.js';
import { isDocsPath } from './docs/docs.controller.js';
import { type GatewayConfig, readGatewayConfig } from './config/gateway.config.js';
import { createApiProxy } from './proxy/api-proxy.js';
import { securityHeaders } from './security/security-headers.js';
import { frontendsRouter } from './static/frontends.js';

/** Builds the gateway: request ids and logs, security headers, `/api` proxy, front ends. */
export async function createGateway(config: GatewayConfig = readGatewayConfig(), options: { logger?: JsonLogger } = {}) {
  const logger = options.logger ?? new JsonLogger('gateway');
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), { logger, bodyParser: false });
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  const proxy = createApiProxy(config.proxy, logger);
  // The first logins already count in Redis when it answers at once; else they count locally until it does.
  await proxy.limits.ready(config.proxy.limitsStore.timeoutMs * 2);
  app.use(requestContextMiddleware(logger));
  app.use(securityHeaders());
  // The gateway's own routes (health, the API documentation) are answered by its controllers; everything else under /api is proxied.
  app.use((request: { path: string }, response: unknown, next: () => void) =>
    request.path === '/api/health' || isDocsPath(request.path) ? next() : proxy.middleware(request as never, response as never, next),
  );
  app.use(frontendsRouter(config.frontendsDir, config.remotesManifest));
  app.enableShutdownHooks();
  const close = app.close.bind(app);
  app.close = async () => {
    await proxy.close();
    await close();
  };
  return app;
}
