import { Controller, Get, Header, Res } from '@nestjs/common';
import type { Response } from 'express';
import { Public } from '../auth/access.decorators.js';
import { PlatformMetrics } from './platform-metrics.js';

/**
 * GET /metrics on the service's own port, outside the `/api` prefix: the gateway proxies
 * only `/api/*`, so it is reachable inside the cluster (Prometheus) and never through
 * the Ingress. No session, like /health/*.
 */
@Controller('metrics')
export class MetricsController {
  constructor(private readonly metrics: PlatformMetrics) {}

  @Public()
  @Get()
  @Header('Cache-Control', 'no-store')
  async scrape(@Res() response: Response): Promise<void> {
    const { contentType, body } = await this.metrics.scrape();
    response.type(contentType).send(body);
  }
}
