import { Module } from '@nestjs/common';
import { ClassProjectionModule } from '@treina/nest-platform';
import { ClassDetailsRepository } from '../class-projection/class-details.repository.js';
import { REPORTING_CLASS_PROJECTION } from '../class-projection/class-projection.options.js';
import { EnrolmentFactEvents } from './enrolment-fact.events.js';
import { EnrolmentFactRepository } from './enrolment-fact.repository.js';
import { EnrolmentFacts } from './enrolment-fact.service.js';

/** Enrolment facts fed by academic's enrolment, class and training events (the class details beside the projection: ClassDetailsRepository). */
@Module({
  imports: [ClassProjectionModule.forRoot(REPORTING_CLASS_PROJECTION, ClassDetailsRepository)],
  controllers: [EnrolmentFactEvents],
  providers: [EnrolmentFactRepository, EnrolmentFacts],
  exports: [EnrolmentFacts],
})
export class EnrolmentFactModule {}
