import { type DynamicModule, Module } from '@nestjs/common';
import { HealthModule, MetricsModule } from '@treina/nest-platform/edge';
import { GATEWAY_CONFIG, type GatewayConfig } from './config/gateway.config.js';
import { DocsController } from './docs/docs.controller.js';
import { ServicesHealthController } from './health/services-health.controller.js';
import { ResourcesToClose } from './lifecycle/resources-to-close.js';

/** The gateway has no data of its own: its HTTP pipeline lives in create-gateway.ts. */
@Module({
  // Metrics: no database, and served on METRICS_PORT (create-gateway.ts), not by a controller on the public port.
  imports: [HealthModule.forRoot([]), MetricsModule.forRoot({ service: 'gateway', endpoint: false })],
  controllers: [ServicesHealthController, DocsController],
})
export class AppModule {
  /** The module with the configuration its controllers are given. */
  static forRoot(config: GatewayConfig): DynamicModule {
    return { module: AppModule, providers: [{ provide: GATEWAY_CONFIG, useValue: config }, ResourcesToClose] };
  }
}
