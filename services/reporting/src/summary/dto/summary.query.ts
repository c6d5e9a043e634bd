import { Allow } from 'class-validator';

/**
 * GET /api/reports/enrolments/summary's query: the period's first and last days
 * ('YYYY-MM-DD'; parseSummaryPeriod checks them with its own Portuguese messages and
 * defaults). Any other parameter is refused.
 */
export class SummaryQuery {
  @Allow()
  from?: unknown;

  @Allow()
  to?: unknown;
}
