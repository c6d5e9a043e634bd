import { Module } from '@nestjs/common';
import { ActivityModule } from '../activity/activity.module.js';
import { PrivacyExportController } from './privacy-export.controller.js';
import { PrivacyExportService } from './privacy-export.service.js';

/** crm's part of the data subject's report (academic gathers it). */
@Module({
  imports: [ActivityModule],
  controllers: [PrivacyExportController],
  providers: [PrivacyExportService],
})
export class PrivacyExportModule {}
