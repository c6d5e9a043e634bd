import { type DynamicModule, Global, Module, type Provider } from '@nestjs/common';
import { MESSAGING_METRICS } from '../messaging/messaging-metrics.js';
import { MetricsController } from './metrics.controller.js';
import { PlatformMetrics } from './platform-metrics.js';

export interface MetricsModuleOptions {
  service: string;
  /** GET /metrics on the app's own port. Default true; the gateway serves its metrics on METRICS_PORT instead. */
  endpoint?: boolean;
}

/**
 * Prometheus metrics for one app (PlatformMetrics): global, so the event consumer reports
 * to it (MESSAGING_METRICS) and configureApp times every request with it. The database's
 * gauges are the service platform's to add (databaseMetricsProvider): the gateway has none.
 */
@Global()
@Module({})
export class MetricsModule {
  static forRoot(options: MetricsModuleOptions): DynamicModule {
    const providers: Provider[] = [
      { provide: PlatformMetrics, useFactory: () => new PlatformMetrics(options.service) },
      { provide: MESSAGING_METRICS, useExisting: PlatformMetrics },
    ];
    return {
      module: MetricsModule,
      global: true,
      controllers: options.endpoint === false ? [] : [MetricsController],
      providers,
      exports: [PlatformMetrics, MESSAGING_METRICS],
    };
  }
}
