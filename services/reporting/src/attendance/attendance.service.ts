import { Injectable } from '@nestjs/common';
import type { AttendanceSummary, StudentBelowMinimum } from '@treina/contracts';
import { bucketFormat, type SummaryPeriod } from '../summary/summary.rules.js';
import { AttendanceReportRepository } from './attendance.repository.js';
import { attendanceSummaryOf, belowMinimumOf } from './attendance.rules.js';

@Injectable()
export class AttendanceReportService {
  constructor(private readonly attendance: AttendanceReportRepository) {}

  /** The attendance rate of the period by training and month; `seller` limits it to the students of one seller's sales. */
  async summary(period: SummaryPeriod, seller: number | null): Promise<AttendanceSummary> {
    const { from, to, granularity } = period;
    return attendanceSummaryOf(period, await this.attendance.byTrainingMonth({ from, to, bucket: bucketFormat(granularity), seller }));
  }

  /** The students of running classes below their training's minimum (as `summary`, a seller's students only). */
  async belowMinimum(seller: number | null): Promise<StudentBelowMinimum[]> {
    return belowMinimumOf(await this.attendance.belowMinimum(seller));
  }
}
