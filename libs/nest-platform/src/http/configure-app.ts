import type { INestApplication } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import cookieParser from 'cookie-parser';
import { JsonLogger } from '../logging/json-logger.js';
import { httpMetricsMiddleware } from '../metrics/http-metrics.middleware.js';
import { PlatformMetrics } from '../metrics/platform-metrics.js';
import { ApiExceptionFilter } from './exception.filter.js';
import { requestContextMiddleware } from './request-context.middleware.js';
import { createValidationPipe } from './validation.pipe.js';

export interface ConfigureOptions {
  service: string;
  /** JSON body limit; larger bodies get 413. */
  jsonLimit?: string;
  logger?: JsonLogger;
}

/**
 * Every route under /api but what the cluster calls directly: the probes, the Prometheus
 * scrape, and `/internal/*`, one service's API for another (the gateway forwards only /api).
 */
export const API_PREFIX = 'api';
export const API_PREFIX_OPTIONS = { exclude: ['health/live', 'health/ready', 'metrics', 'internal/*path'] };

/**
 * Everything an HTTP service shares: request ids and logs, cookies, the JSON body
 * limit, `/api` prefix (health stays at `/health/*`, metrics at `/metrics`, service-to-service calls at `/internal/*`), request durations, validation and error shape.
 * Tests call this too, so they exercise the same stack as production.
 */
export function configureApp(app: INestApplication, options: ConfigureOptions): INestApplication {
  const logger = options.logger ?? new JsonLogger(options.service);
  const express = app as NestExpressApplication;
  express.disable('x-powered-by');
  // Only the gateway on loopback or the cluster network talks to a service directly.
  express.set('trust proxy', 'loopback, linklocal, uniquelocal');
  app.use(requestContextMiddleware(logger));
  const metrics = platformMetricsOf(app);
  if (metrics) app.use(httpMetricsMiddleware(metrics.httpDuration));
  app.use(cookieParser());
  // The app is created with rawBody: the parsed body's bytes stay on req.rawBody, for signed notices (PIX).
  express.useBodyParser('json', { limit: options.jsonLimit ?? '1mb', strict: true });
  app.setGlobalPrefix(API_PREFIX, API_PREFIX_OPTIONS);
  app.useGlobalFilters(new ApiExceptionFilter(logger));
  app.useGlobalPipes(createValidationPipe());
  app.enableShutdownHooks();
  return app;
}

/**
 * The app's PlatformMetrics (MetricsModule, part of ServicePlatformModule), if it has one.
 * Through ModuleRef: `app.get` of a missing provider ends the process (Nest's abortOnError).
 */
function platformMetricsOf(app: INestApplication): PlatformMetrics | undefined {
  try {
    return app.get(ModuleRef).get(PlatformMetrics, { strict: false });
  } catch {
    return undefined;
  }
}
