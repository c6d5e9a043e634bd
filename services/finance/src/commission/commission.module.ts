import { Module } from '@nestjs/common';
import { CommissionProjection } from './commission-projection.service.js';
import { CommissionController } from './commission.controller.js';
import { CommissionEvents } from './commission.events.js';
import { CommissionService } from './commission.service.js';

/** Comissões: the projection fed by academic's enrolment events and the list that reads it. */
@Module({
  controllers: [CommissionController],
  providers: [CommissionProjection, CommissionEvents, CommissionService],
  exports: [CommissionProjection],
})
export class CommissionModule {}
