import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { EnrolmentSummary } from '@treina/contracts';
import { apiGetQuery } from '@treina/web-platform';
import type { Period } from '../period';

const summaryKeys = {
  all: ['reporting', 'enrolment-summary'] as const,
  period: (period: Period) => [...summaryKeys.all, period.from, period.to] as const,
};

const enrolmentSummaryQuery = (period: Period) =>
  apiGetQuery<EnrolmentSummary>(summaryKeys.period(period), '/reports/enrolments/summary', { from: period.from, to: period.to });

/** The Painel figures of the period (reporting service). */
export function useEnrolmentSummary(period: Period) {
  return useQuery({ ...enrolmentSummaryQuery(period), placeholderData: keepPreviousData });
}
