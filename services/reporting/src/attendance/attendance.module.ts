import { Module } from '@nestjs/common';
import { AttendanceReportController } from './attendance.controller.js';
import { AttendanceReportRepository } from './attendance.repository.js';
import { AttendanceReportService } from './attendance.service.js';

/** The Painel's attendance figures, computed from the attendance facts. */
@Module({
  controllers: [AttendanceReportController],
  providers: [AttendanceReportRepository, AttendanceReportService],
})
export class AttendanceReportModule {}
