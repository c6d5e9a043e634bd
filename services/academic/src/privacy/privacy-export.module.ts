import { Module } from '@nestjs/common';
import { StudentModule } from '../student/student.module.js';
import { PRIVACY_EXPORT_CONFIG, readPrivacyExportConfig } from './privacy-export.config.js';
import { PrivacyExportController } from './privacy-export.controller.js';
import { PrivacyExportService } from './privacy-export.service.js';

@Module({
  imports: [StudentModule],
  controllers: [PrivacyExportController],
  providers: [PrivacyExportService, { provide: PRIVACY_EXPORT_CONFIG, useFactory: () => readPrivacyExportConfig() }],
})
export class PrivacyExportModule {}
