import { Inject, Injectable } from '@nestjs/common';
import type { EnrolmentSummary } from '@treina/contracts';
import { PLATFORM_CONFIG, type PlatformConfig } from '@treina/nest-platform';
import { SummaryRepository } from './summary.repository.js';
import { bucketFormat, type SummaryPeriod, summaryOf } from './summary.rules.js';

@Injectable()
export class SummaryService {
  constructor(
    private readonly figures: SummaryRepository,
    @Inject(PLATFORM_CONFIG) private readonly platform: PlatformConfig,
  ) {}

  /** The Painel figures of the period; `seller` limits the enrolment figures to one seller's sales. */
  async summary(period: SummaryPeriod, seller: number | null): Promise<EnrolmentSummary> {
    const { from, to, granularity } = period;
    const read = await this.figures.figures({ from, to, tz: this.platform.schoolTimeZone, seller, bucket: bucketFormat(granularity) });
    return summaryOf(period, read);
  }
}
