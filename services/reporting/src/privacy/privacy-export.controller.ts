import { Controller, Get, Param } from '@nestjs/common';
import type { ReportingPrivacySection } from '@treina/contracts';
import { ParseIdPipe, RequirePermission } from '@treina/nest-platform';
import { PrivacyExportService } from './privacy-export.service.js';

/** Outside /api (the gateway never forwards it): academic asks it, with the caller's session, for the data subject's report. */
@Controller('internal/privacy/students')
export class PrivacyExportController {
  constructor(private readonly exports: PrivacyExportService) {}

  /** GET /internal/privacy/students/{id}: reporting's section (permission `privacy`); a student reporting never heard of has an empty one. */
  @Get(':id')
  @RequirePermission('privacy')
  section(@Param('id', ParseIdPipe) id: number): Promise<ReportingPrivacySection> {
    return this.exports.section(id);
  }
}
