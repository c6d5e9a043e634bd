import { Controller, Get, Inject, Query } from '@nestjs/common';
import type { AttendanceSummary, StudentBelowMinimum } from '@treina/contracts';
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
import { AttendanceReportService } from './attendance.service.js';

@Controller('reports/attendance')
export class AttendanceReportController {
  constructor(
    private readonly attendance: AttendanceReportService,
    @Inject(PLATFORM_CONFIG) private readonly platform: PlatformConfig,
  ) {}

  /** GET /api/reports/attendance/summary?from=YYYY-MM-DD&to=YYYY-MM-DD: the rate by training and month (the enrolment summary's period). */
  @Get('summary')
  @RequirePermission(...SEE_DASHBOARD)
  summary(@Query() query: SummaryQuery, @CurrentUser() user: AuthenticatedUser): Promise<AttendanceSummary> {
    return this.attendance.summary(parseSummaryPeriod(query, todayIn(this.platform.schoolTimeZone)), dashboardSeller(user));
  }

  /** GET /api/reports/attendance/below-minimum: the students of running classes below their training's frequencia_minima. */
  @Get('below-minimum')
  @RequirePermission(...SEE_DASHBOARD)
  belowMinimum(@CurrentUser() user: AuthenticatedUser): Promise<StudentBelowMinimum[]> {
    return this.attendance.belowMinimum(dashboardSeller(user));
  }
}
