import { Module } from '@nestjs/common';
import { ExamReportController } from './exam.controller.js';
import { ExamReportRepository } from './exam.repository.js';
import { ExamReportService } from './exam.service.js';

/** The Painel's practice-exam pass rates, computed from the attempt facts. */
@Module({
  controllers: [ExamReportController],
  providers: [ExamReportRepository, ExamReportService],
})
export class ExamReportModule {}
