import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ExamSummary } from '@treina/contracts';
import { apiGetQuery } from '@treina/web-platform';
import type { Period } from '../period';

const examKeys = {
  all: ['reporting', 'exams'] as const,
  period: (period: Period) => [...examKeys.all, 'summary', period.from, period.to] as const,
};

const examSummaryQuery = (period: Period) =>
  apiGetQuery<ExamSummary>(examKeys.period(period), '/reports/exams/summary', { from: period.from, to: period.to });

/** The practice-exam pass rates of the period by training (reporting service). */
export function useExamSummary(period: Period) {
  return useQuery({ ...examSummaryQuery(period), placeholderData: keepPreviousData });
}
