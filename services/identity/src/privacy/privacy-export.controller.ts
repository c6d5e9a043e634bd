import { Controller, Get, Param } from '@nestjs/common';
import type { IdentityPrivacySection } from '@treina/contracts';
import { ParseIdPipe, RequirePermission } from '@treina/nest-platform';
import { PrivacyExportService } from './privacy-export.service.js';

/** Outside /api (the gateway never forwards it): academic asks it, with the caller's session, for the data subject's report. */
@Controller('internal/privacy/students')
export class PrivacyExportController {
  constructor(private readonly exports: PrivacyExportService) {}

  /** GET /internal/privacy/students/{id}: identity's section (permission `privacy`): the student's login account, or none. */
  @Get(':id')
  @RequirePermission('privacy')
  section(@Param('id', ParseIdPipe) id: number): Promise<IdentityPrivacySection> {
    return this.exports.section(id);
  }
}
