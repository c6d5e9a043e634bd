import { Controller, Get, Inject, Query } from '@nestjs/common';
import type { EnrolmentSummary } from '@treina/contracts';
import {
  type AuthenticatedUser,
  CurrentUser,
  PLATFORM_CONFIG,
  type PlatformConfig,
  RequirePermission,
  todayIn,
} from '@treina/nest-platform';
import { SummaryQuery } from './dto/summary.query.js';
import { dashboardSeller, SEE_DASHBOARD } from '../access.js';
import { parseSummaryPeriod } from './summary.rules.js';
import { SummaryService } from './summary.service.js';

@Controller('reports')
export class SummaryController {
  constructor(
    private readonly summaries: SummaryService,
    @Inject(PLATFORM_CONFIG) private readonly platform: PlatformConfig,
  ) {}

  /** GET /api/reports/enrolments/summary?from=YYYY-MM-DD&to=YYYY-MM-DD: the Painel figures (months and "today" in the school's calendar). */
  @Get('enrolments/summary')
  @RequirePermission(...SEE_DASHBOARD)
  summary(@Query() query: SummaryQuery, @CurrentUser() user: AuthenticatedUser): Promise<EnrolmentSummary> {
    return this.summaries.summary(parseSummaryPeriod(query, todayIn(this.platform.schoolTimeZone)), dashboardSeller(user));
  }
}
