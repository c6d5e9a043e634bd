import { Module } from '@nestjs/common';
import { StudentActivityEvents } from './student-activity.events.js';

/** The students' activities: fed by CRM's activity events, read by the students' detail panel. */
@Module({ controllers: [StudentActivityEvents] })
export class StudentActivityModule {}
