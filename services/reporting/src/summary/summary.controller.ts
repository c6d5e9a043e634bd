import { Controller, Get, Query } from '@nestjs/common';
import type { EnrolmentSummary } from '@treina/contracts';
import { type AuthenticatedUser, CurrentUser, RequirePermission, schoolTimeZone } from '@treina/nest-platform';
import { parseSummaryPeriod, summarySeller, todayIn } from './summary.rules.js';
import { SummaryService } from './summary.service.js';

/** Months and "today" are the school's calendar. */
const REPORT_TIME_ZONE = schoolTimeZone();

@Controller('reports')
export class SummaryController {
  constructor(private readonly summaries: SummaryService) {}

  /** GET /api/reports/enrolments/summary?from=YYYY-MM-DD&to=YYYY-MM-DD: the Painel figures. */
  @Get('enrolments/summary')
  @RequirePermission('commissions', 'config')
  summary(@Query() query: Record<string, unknown>, @CurrentUser() user: AuthenticatedUser): Promise<EnrolmentSummary> {
    return this.summaries.summary(parseSummaryPeriod(query, todayIn(REPORT_TIME_ZONE)), summarySeller(user));
  }
}
