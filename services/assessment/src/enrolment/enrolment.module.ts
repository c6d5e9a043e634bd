import { Module } from '@nestjs/common';
import { ClassProjectionModule } from '@treina/nest-platform';
import { ASSESSMENT_CLASS_PROJECTION } from '../class-projection/class-projection.options.js';
import { EnrolmentEvents } from './enrolment.events.js';
import { EnrolmentRepository } from './enrolment.repository.js';

/** The enrolments and classes learned from academic's enrolment, class and training events. */
@Module({
  imports: [ClassProjectionModule.forRoot(ASSESSMENT_CLASS_PROJECTION)],
  controllers: [EnrolmentEvents],
  providers: [EnrolmentRepository],
})
export class EnrolmentModule {}
