import { Module } from '@nestjs/common';
import { ClassProjectionModule } from '../class-projection/class-projection.module.js';
import { CommissionProjection } from './commission-projection.service.js';
import { CommissionController } from './commission.controller.js';
import { CommissionEvents } from './commission.events.js';
import { CommissionService } from './commission.service.js';

/** Comissões: the projection fed by academic's enrolment, class and training events, and the list that reads it. */
@Module({
  imports: [ClassProjectionModule],
  controllers: [CommissionController],
  providers: [CommissionProjection, CommissionEvents, CommissionService],
  exports: [CommissionProjection],
})
export class CommissionModule {}
