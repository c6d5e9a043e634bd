import { type DynamicModule, Global, Module, type OnModuleInit, type Provider } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { DataSource } from 'typeorm';
import { JsonLogger } from '../logging/json-logger.js';
import { MESSAGING_METRICS } from '../messaging/messaging-metrics.js';
import { registerDatabaseMetrics } from './database-metrics.js';
import { MetricsController } from './metrics.controller.js';
import { PlatformMetrics } from './platform-metrics.js';

export interface MetricsModuleOptions {
  service: string;
  /** Outbox and pool gauges from the app's TypeORM DataSource. Default true. */
  database?: boolean;
  /** GET /metrics on the app's own port. Default true; the gateway serves its metrics on METRICS_PORT instead. */
  endpoint?: boolean;
}

/** Registers the database gauges once the DataSource exists. */
class DatabaseMetricsRegistrar implements OnModuleInit {
  constructor(
    private readonly metrics: PlatformMetrics,
    private readonly moduleRef: ModuleRef,
    private readonly service: string,
  ) {}

  onModuleInit(): void {
    registerDatabaseMetrics(this.metrics, this.moduleRef.get(DataSource, { strict: false }), new JsonLogger(this.service));
  }
}

/**
 * Prometheus metrics for one app (PlatformMetrics): global, so the event consumer reports
 * to it (MESSAGING_METRICS) and configureApp times every request with it.
 */
@Global()
@Module({})
export class MetricsModule {
  static forRoot(options: MetricsModuleOptions): DynamicModule {
    const providers: Provider[] = [
      { provide: PlatformMetrics, useFactory: () => new PlatformMetrics(options.service) },
      { provide: MESSAGING_METRICS, useExisting: PlatformMetrics },
    ];
    if (options.database !== false) {
      providers.push({
        provide: DatabaseMetricsRegistrar,
        useFactory: (metrics: PlatformMetrics, moduleRef: ModuleRef) => new DatabaseMetricsRegistrar(metrics, moduleRef, options.service),
        inject: [PlatformMetrics, ModuleRef],
      });
    }
    return {
      module: MetricsModule,
      global: true,
      controllers: options.endpoint === false ? [] : [MetricsController],
      providers,
      exports: [PlatformMetrics, MESSAGING_METRICS],
    };
  }
}
