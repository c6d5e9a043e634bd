import { Controller, Get } from '@nestjs/common';
import { Public } from '@treina/nest-platform';
import { DEFAULT_SERVICE_PORTS } from '../proxy/route-table.js';

/** `GET /api/health`: the readiness of every service behind the gateway, for people and scripts. */
@Controller('api/health')
export class ServicesHealthController {
  @Public()
  @Get()
  async check() {
    const services: Record<string, 'ok' | 'down'> = {};
    await Promise.all(
      Object.keys(DEFAULT_SERVICE_PORTS).map(async (service) => {
        const base = process.env[`${service.toUpperCase()}_URL`] ?? `http://127.0.0.1:${DEFAULT_SERVICE_PORTS[service]}`;
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
