import { Module } from '@nestjs/common';
import { StudentActivityEvents } from './student-activity.events.js';
import { StudentActivities } from './student-activity.service.js';

/** The students' activities: fed by CRM's activity events, read by the students' detail panel. */
@Module({
  controllers: [StudentActivityEvents],
  providers: [StudentActivities],
  exports: [StudentActivities],
})
export class StudentActivityModule {}
