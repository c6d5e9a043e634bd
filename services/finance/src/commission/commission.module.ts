import { Module } from '@nestjs/common';
import { ClassProjectionModule } from '@treina/nest-platform';
import { ChargeModule } from '../charge/charge.module.js';
import { FINANCE_CLASS_PROJECTION } from '../class-projection/class-projection.options.js';
import { CommissionLedgerModule } from './commission-ledger.module.js';
import { CommissionProjection } from './commission-projection.service.js';
import { CommissionStatementsService } from './commission-statements.service.js';
import { CommissionController } from './commission.controller.js';
import { CommissionEvents } from './commission.events.js';
import { CommissionRepository } from './commission.repository.js';
import { CommissionService } from './commission.service.js';
import { TrainingRateFollower } from './training-rate.follower.js';

/** Comissões: the projection fed by academic's enrolment, class and training events, the list, the rates and the monthly statements. */
@Module({
  imports: [CommissionLedgerModule, ClassProjectionModule.forRoot(FINANCE_CLASS_PROJECTION, TrainingRateFollower), ChargeModule],
  controllers: [CommissionController, CommissionEvents],
  providers: [CommissionRepository, CommissionProjection, CommissionService, CommissionStatementsService],
  exports: [CommissionProjection],
})
export class CommissionModule {}
