import { Module } from '@nestjs/common';
import { AttendanceFactEvents } from './attendance-fact.events.js';
import { AttendanceFactRepository } from './attendance-fact.repository.js';
import { AttendanceFacts } from './attendance-fact.service.js';

/** Attendance facts fed by academic's attendance events. */
@Module({
  controllers: [AttendanceFactEvents],
  providers: [AttendanceFactRepository, AttendanceFacts],
  exports: [AttendanceFacts],
})
export class AttendanceFactModule {}
