import { Controller, Get, Param, UseGuards } from '@nestjs/common';
import type { StudentDataExport } from '@treina/contracts';
import { ParseIdPipe, RequirePermission } from '@treina/nest-platform';
import { StaffOnlyGuard } from '../access.js';
import { PrivacyExportService } from './privacy-export.service.js';

@Controller('privacy/students')
@UseGuards(StaffOnlyGuard)
export class PrivacyExportController {
  constructor(private readonly exports: PrivacyExportService) {}

  /** GET /api/privacy/students/{id}/export: everything the product holds about the student, one section per service (permission `privacy`). */
  @Get(':id/export')
  @RequirePermission('privacy')
  export(@Param('id', ParseIdPipe) id: number): Promise<StudentDataExport> {
    return this.exports.export(id);
  }
}
