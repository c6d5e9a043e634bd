import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AttendanceSummary, StudentBelowMinimum } from '@treina/contracts';
import { apiGetQuery } from '@treina/web-platform';
import type { Period } from '../period';

const attendanceKeys = {
  all: ['reporting', 'attendance'] as const,
  period: (period: Period) => [...attendanceKeys.all, 'summary', period.from, period.to] as const,
  belowMinimum: () => [...attendanceKeys.all, 'below-minimum'] as const,
};

const attendanceSummaryQuery = (period: Period) =>
  apiGetQuery<AttendanceSummary>(attendanceKeys.period(period), '/reports/attendance/summary', { from: period.from, to: period.to });

const belowMinimumQuery = () => apiGetQuery<StudentBelowMinimum[]>(attendanceKeys.belowMinimum(), '/reports/attendance/below-minimum');

/** The attendance rate of the period by training and month (reporting service). */
export function useAttendanceSummary(period: Period) {
  return useQuery({ ...attendanceSummaryQuery(period), placeholderData: keepPreviousData });
}

/** The students of running classes below their training's minimum attendance (reporting service). */
export function useStudentsBelowMinimum() {
  return useQuery(belowMinimumQuery());
}
