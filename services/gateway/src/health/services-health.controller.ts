import { Controller, Get, Inject } from '@nestjs/common';
import { Public } from '@treina/nest-platform/edge';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config.js';

/** `GET /api/health`: the readiness of every service behind the gateway, for people and scripts. */
@Controller('api/health')
export class ServicesHealthController {
  constructor(@Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig) {}

  @Public()
  @Get()
  async check() {
    const services: Record<string, 'ok' | 'down'> = {};
    await Promise.all(
      Object.entries(this.config.services).map(async ([service, base]) => {
        try {
          const answer = await fetch(`${base}/health/ready`, { signal: AbortSignal.timeout(1500) });
          services[service] = answer.ok ? 'ok' : 'down';
        } catch {
          services[service] = 'down';
        }
      }),
    );
    return { status: 'ok', gateway: 'ok', services };
  }
}
