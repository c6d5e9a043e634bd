/**
 * `@treina/nest-platform/edge`: the platform for an HTTP app with no database and no broker (the gateway): configuration, logging, errors,
 * request context, access decorators, health, metrics and graceful shutdown. Nothing here loads TypeORM, pg, amqplib or Nest's
 * microservices, which the main entry does and which cost such an app about 40 MiB of memory.
 */
export * from './config/env.js';
export * from './config/platform.config.js';
export * from './context/request-context.js';
export * from './logging/json-logger.js';
export * from './http/api-error.js';
export * from './http/request-context.middleware.js';
export * from './http/graceful-shutdown.js';
export * from './auth/access.decorators.js';
export * from './health/health.module.js';
export { PlatformMetrics } from './metrics/platform-metrics.js';
export { MetricsModule, type MetricsModuleOptions } from './metrics/metrics.module.js';
export { httpMetricsMiddleware, UNMATCHED_ROUTE } from './metrics/http-metrics.middleware.js';
export { serveMetrics } from './metrics/metrics-server.js';
