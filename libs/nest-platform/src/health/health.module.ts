import { Controller, type DynamicModule, Get, Inject, Module, HttpCode } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { Public } from '../auth/access.decorators.js';
import { ApiException } from '../http/api-error.js';

/** A dependency the service needs to serve requests (readiness). */
export interface ReadinessCheck {
  name: string;
  check(moduleRef: ModuleRef): Promise<boolean> | boolean;
}

const READINESS_CHECKS = Symbol('READINESS_CHECKS');

@Controller('health')
class HealthController {
  constructor(
    private readonly moduleRef: ModuleRef,
    @Inject(READINESS_CHECKS) private readonly checks: ReadinessCheck[],
  ) {}

  /** Liveness: the process answers. */
  @Public()
  @Get('live')
  live() {
    return { status: 'ok' };
  }

  /** Readiness: every dependency answers; 503 with which one does not. */
  @Public()
  @Get('ready')
  @HttpCode(200)
  async ready() {
    const results: Record<string, 'ok' | 'down'> = {};
    await Promise.all(
      this.checks.map(async (item) => {
        try {
          results[item.name] = (await item.check(this.moduleRef)) ? 'ok' : 'down';
        } catch {
          results[item.name] = 'down';
        }
      }),
    );
    const down = Object.entries(results)
      .filter(([, state]) => state === 'down')
      .map(([name]) => name);
    if (down.length) throw new ApiException(503, `Serviço não está pronto: ${down.join(', ')} indisponível.`);
    return { status: 'ok', checks: results };
  }
}

@Module({})
export class HealthModule {
  static forRoot(checks: ReadinessCheck[]): DynamicModule {
    return {
      module: HealthModule,
      controllers: [HealthController],
      providers: [{ provide: READINESS_CHECKS, useValue: checks }],
    };
  }
}
