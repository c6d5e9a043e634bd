import { Module } from '@nestjs/common';
import { PrivacyExportRequests } from './privacy-export.requests.js';
import { PrivacyExportService } from './privacy-export.service.js';

/** finance's part of the data subject's report (academic gathers it). */
@Module({
  controllers: [PrivacyExportRequests],
  providers: [PrivacyExportService],
})
export class PrivacyExportModule {}
