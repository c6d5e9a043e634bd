import { Module } from '@nestjs/common';
import { EnrolmentFactEvents } from './enrolment-fact.events.js';
import { EnrolmentFacts } from './enrolment-fact.service.js';

/** Enrolment facts fed by academic's enrolment events. */
@Module({
  providers: [EnrolmentFacts, EnrolmentFactEvents],
  exports: [EnrolmentFacts],
})
export class EnrolmentFactModule {}
