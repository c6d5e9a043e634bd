import { Module } from '@nestjs/common';
import { PrivacyAnonymiseController } from './privacy-anonymise.controller.js';
import { PrivacyAnonymisation } from './privacy-anonymise.service.js';

/** The erasure of a student on request: POST /api/privacy/students/{id}/anonymise. */
@Module({
  controllers: [PrivacyAnonymiseController],
  providers: [PrivacyAnonymisation],
})
export class PrivacyAnonymiseModule {}
