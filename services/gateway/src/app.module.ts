import { Module } from '@nestjs/common';
import { HealthModule } from '@treina/nest-platform';
import { ServicesHealthController } from './health/services-health.controller.js';

/** The gateway has no data of its own: its HTTP pipeline lives in create-gateway.ts. */
@Module({
  imports: [HealthModule.forRoot([])],
  controllers: [ServicesHealthController],
})
export class AppModule {}
