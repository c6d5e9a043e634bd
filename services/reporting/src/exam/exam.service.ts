import { Inject, Injectable } from '@nestjs/common';
import type { ExamSummary } from '@treina/contracts';
import { PLATFORM_CONFIG, type PlatformConfig } from '@treina/nest-platform';
import type { SummaryPeriod } from '../summary/summary.rules.js';
import { ExamReportRepository } from './exam.repository.js';
import { examSummaryOf } from './exam.rules.js';

@Injectable()
export class ExamReportService {
  constructor(
    private readonly exams: ExamReportRepository,
    @Inject(PLATFORM_CONFIG) private readonly platform: PlatformConfig,
  ) {}

  /** The pass rates of the period by training; `seller` limits them to the attempts of one seller's students. */
  async summary(period: SummaryPeriod, seller: number | null): Promise<ExamSummary> {
    const { from, to } = period;
    return examSummaryOf(period, await this.exams.byTraining({ from, to, tz: this.platform.schoolTimeZone, seller }));
  }
}
