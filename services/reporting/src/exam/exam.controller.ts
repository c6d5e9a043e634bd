import { Controller, Get, Inject, Query } from '@nestjs/common';
import type { ExamSummary } from '@treina/contracts';
import {
  type AuthenticatedUser,
  CurrentUser,
  PLATFORM_CONFIG,
  type PlatformConfig,
  RequirePermission,
  todayIn,
} from '@treina/nest-platform';
import { dashboardSeller, SEE_DASHBOARD } from '../access.js';
import { SummaryQuery } from '../summary/dto/summary.query.js';
import { parseSummaryPeriod } from '../summary/summary.rules.js';
import { ExamReportService } from './exam.service.js';

@Controller('reports/exams')
export class ExamReportController {
  constructor(
    private readonly exams: ExamReportService,
    @Inject(PLATFORM_CONFIG) private readonly platform: PlatformConfig,
  ) {}

  /** GET /api/reports/exams/summary?from=YYYY-MM-DD&to=YYYY-MM-DD: practice-exam pass rates by training (the enrolment summary's period). */
  @Get('summary')
  @RequirePermission(...SEE_DASHBOARD)
  summary(@Query() query: SummaryQuery, @CurrentUser() user: AuthenticatedUser): Promise<ExamSummary> {
    return this.exams.summary(parseSummaryPeriod(query, todayIn(this.platform.schoolTimeZone)), dashboardSeller(user));
  }
}
