import { Module } from '@nestjs/common';
import { ClassProjectionModule } from '../class-projection/class-projection.module.js';
import { EnrolmentFactEvents } from './enrolment-fact.events.js';
import { EnrolmentFacts } from './enrolment-fact.service.js';

/** Enrolment facts fed by academic's enrolment, class and training events. */
@Module({
  imports: [ClassProjectionModule],
  providers: [EnrolmentFacts, EnrolmentFactEvents],
  exports: [EnrolmentFacts],
})
export class EnrolmentFactModule {}
