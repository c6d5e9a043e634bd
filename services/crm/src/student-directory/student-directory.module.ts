import { Module } from '@nestjs/common';
import { StudentDirectoryEvents } from './student-directory.events.js';
import { StudentDirectory } from './student-directory.service.js';

/** The students projection: fed by academic's events, read by activities. */
@Module({
  providers: [StudentDirectory, StudentDirectoryEvents],
  exports: [StudentDirectory],
})
export class StudentDirectoryModule {}
