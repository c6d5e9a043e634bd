import { Module } from '@nestjs/common';
import { StudentRepository } from './student.repository.js';

/** The students projection: fed by academic's events (activity/student-changes.events.ts), read by activities. */
@Module({
  providers: [StudentRepository],
  exports: [StudentRepository],
})
export class StudentDirectoryModule {}
