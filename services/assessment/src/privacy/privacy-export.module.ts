import { Module } from '@nestjs/common';
import { PrivacyExportRequests } from './privacy-export.requests.js';
import { PrivacyExportRepository } from './privacy-export.repository.js';

/** assessment's part of the data subject's report (academic gathers it). */
@Module({
  controllers: [PrivacyExportRequests],
  providers: [PrivacyExportRepository],
})
export class PrivacyExportModule {}
