import { Module } from '@nestjs/common';
import { CertificateCheckController, CertificateController } from './certificate.controller.js';
import { CertificateService } from './certificate.service.js';

@Module({
  controllers: [CertificateController, CertificateCheckController],
  providers: [CertificateService],
})
export class CertificateModule {}
