import { Module } from '@nestjs/common';
import { ActivityModule } from '../activity/activity.module.js';
import { PrivacyExportRequests } from './privacy-export.requests.js';
import { PrivacyExportRepository } from './privacy-export.repository.js';

/** crm's part of the data subject's report (academic gathers it). */
@Module({
  imports: [ActivityModule],
  controllers: [PrivacyExportRequests],
  providers: [PrivacyExportRepository],
})
export class PrivacyExportModule {}
