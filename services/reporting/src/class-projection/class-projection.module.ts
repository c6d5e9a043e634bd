import { Module } from '@nestjs/common';
import { ClassProjection } from './class-projection.service.js';

/** Academic's classes and training names as reporting's enrolment facts count them, fed by academic's class and training events. */
@Module({
  providers: [ClassProjection],
  exports: [ClassProjection],
})
export class ClassProjectionModule {}
