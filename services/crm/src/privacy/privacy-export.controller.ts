import { Controller, Get, Param } from '@nestjs/common';
import type { CrmPrivacySection } from '@treina/contracts';
import { ParseIdPipe, RequirePermission } from '@treina/nest-platform';
import { PrivacyExportService } from './privacy-export.service.js';

/** Outside /api (the gateway never forwards it): academic asks it, with the caller's session, for the data subject's report. */
@Controller('internal/privacy/students')
export class PrivacyExportController {
  constructor(private readonly exports: PrivacyExportService) {}

  /** GET /internal/privacy/students/{id}: crm's section (permission `privacy`); a student crm never heard of has an empty one. */
  @Get(':id')
  @RequirePermission('privacy')
  section(@Param('id', ParseIdPipe) id: number): Promise<CrmPrivacySection> {
    return this.exports.section(id);
  }
}
