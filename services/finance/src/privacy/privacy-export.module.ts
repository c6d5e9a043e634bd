import { Module } from '@nestjs/common';
import { PrivacyExportController } from './privacy-export.controller.js';
import { PrivacyExportService } from './privacy-export.service.js';

/** finance's part of the data subject's report (academic gathers it). */
@Module({
  controllers: [PrivacyExportController],
  providers: [PrivacyExportService],
})
export class PrivacyExportModule {}
