import { Module } from '@nestjs/common';
import { StudentDirectoryEvents } from './student-directory.events.js';
import { StudentDirectory } from './student-directory.service.js';

/** The students projection: fed by academic's events, read by activities. */
@Module({
  controllers: [StudentDirectoryEvents],
  providers: [StudentDirectory],
  exports: [StudentDirectory],
})
export class StudentDirectoryModule {}
