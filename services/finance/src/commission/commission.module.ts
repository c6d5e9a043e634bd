import { Module } from '@nestjs/common';
import { ClassProjectionModule } from '@treina/nest-platform';
import { ChargeModule } from '../charge/charge.module.js';
import { FINANCE_CLASS_PROJECTION } from '../class-projection/class-projection.options.js';
import { CommissionProjection } from './commission-projection.service.js';
import { CommissionController } from './commission.controller.js';
import { CommissionEvents } from './commission.events.js';
import { CommissionRepository } from './commission.repository.js';
import { CommissionService } from './commission.service.js';

/** Comissões: the projection fed by academic's enrolment, class and training events, and the list that reads it. */
@Module({
  imports: [ClassProjectionModule.forRoot(FINANCE_CLASS_PROJECTION), ChargeModule],
  controllers: [CommissionController, CommissionEvents],
  providers: [CommissionRepository, CommissionProjection, CommissionService],
  exports: [CommissionProjection],
})
export class CommissionModule {}
