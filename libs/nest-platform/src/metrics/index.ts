export { PlatformMetrics } from './platform-metrics.js';
export { MetricsModule, type MetricsModuleOptions } from './metrics.module.js';
export { httpMetricsMiddleware, UNMATCHED_ROUTE } from './http-metrics.middleware.js';
export { databaseMetricsProvider, registerDatabaseMetrics } from './database-metrics.js';
export { serveMetrics } from './metrics-server.js';
