import 'reflect-metadata';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { envInt, JsonLogger, requestContextMiddleware } from '@treina/nest-platform';
import { AppModule } from './app.module.js';
import { createApiProxy, type ProxyOptions } from './proxy/api-proxy.js';
import { upstreams } from './proxy/route-table.js';
import { securityHeaders } from './security/security-headers.js';
import { frontendsRouter } from './static/frontends.js';

const here = dirname(fileURLToPath(import.meta.url));
/** services/gateway/dist/src -> repository root /frontends */
export const DEFAULT_FRONTENDS_DIR = resolve(here, '../../../../frontends');

export function proxyOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): ProxyOptions {
  const minutes = (name: string, fallback: number) => envInt(name, fallback) * 60_000;
  return {
    upstreams: upstreams(env),
    bodyLimit: envInt('BODY_LIMIT_BYTES', 1024 * 1024),
    uploadLimit: envInt('UPLOAD_LIMIT_BYTES', 25 * 1024 * 1024),
    loginPerIp: { limit: envInt('LOGIN_LIMIT_PER_IP', 50), windowMs: minutes('LOGIN_LIMIT_WINDOW_MIN', 15) },
    loginPerAccount: { limit: envInt('LOGIN_LIMIT_PER_ACCOUNT', 10), windowMs: minutes('LOGIN_LIMIT_WINDOW_MIN', 15) },
    resetPerIp: { limit: envInt('RESET_LIMIT_PER_IP', 20), windowMs: minutes('RESET_LIMIT_WINDOW_MIN', 15) },
    resetPerEmail: { limit: envInt('RESET_LIMIT_PER_EMAIL', 5), windowMs: minutes('RESET_LIMIT_WINDOW_MIN', 15) },
  };
}

/** Builds the gateway: request ids and logs, security headers, `/api` proxy, front ends. */
export async function createGateway(options: { proxy?: ProxyOptions; frontendsDir?: string } = {}) {
  const logger = new JsonLogger('gateway');
  const app = await NestFactory.create<NestExpressApplication>(AppModule, { logger, bodyParser: false });
  app.disable('x-powered-by');
  // X-Forwarded-For is believed only from proxies named in TRUST_PROXY, so a client cannot spoof its IP.
  app.set('trust proxy', process.env.TRUST_PROXY ? parseTrust(process.env.TRUST_PROXY) : false);
  const proxy = createApiProxy(options.proxy ?? proxyOptionsFromEnv(), logger);
  app.use(requestContextMiddleware(logger));
  app.use(securityHeaders());
  app.use((request: { path: string }, response: unknown, next: () => void) =>
    request.path === '/api/health' ? next() : proxy.middleware(request as never, response as never, next),
  );
  app.use(frontendsRouter(options.frontendsDir ?? process.env.FRONTENDS_DIR ?? DEFAULT_FRONTENDS_DIR));
  app.enableShutdownHooks();
  const close = app.close.bind(app);
  app.close = async () => {
    proxy.close();
    await close();
  };
  return app;
}

function parseTrust(value: string): boolean | number | string {
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}
