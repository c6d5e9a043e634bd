import { Module } from '@nestjs/common';
import { SummaryController } from './summary.controller.js';
import { SummaryRepository } from './summary.repository.js';
import { SummaryService } from './summary.service.js';

/** The Painel figures, computed from the enrolment and student facts. */
@Module({
  controllers: [SummaryController],
  providers: [SummaryRepository, SummaryService],
})
export class SummaryModule {}
