import { Controller, Get, Header, Param, Res, StreamableFile, UseGuards } from '@nestjs/common';
import { CERTIFICATE_CODE_HEADER, type CertificateCheck } from '@treina/contracts';
import { type AuthenticatedUser, CurrentUser, ParseIdPipe, Public, RequirePermission } from '@treina/nest-platform';
import type { Response } from 'express';
import { AllowStudents, StaffOnlyGuard } from '../access.js';
import { CertificateService } from './certificate.service.js';

@Controller()
@UseGuards(StaffOnlyGuard)
export class CertificateController {
  constructor(private readonly certificates: CertificateService) {}

  /**
   * GET /api/classes/{id}/certificates/{id_aluno}: the student's certificate of the class as
   * a PDF download, its verification code also in the X-Codigo-Verificacao header. Staff with
   * `class`; a student (type 6) only their own.
   */
  @Get('classes/:id/certificates/:id_aluno')
  @RequirePermission('class')
  @AllowStudents()
  async download(
    @Param('id', ParseIdPipe) classId: number,
    @Param('id_aluno', ParseIdPipe) studentId: number,
    @CurrentUser() user: AuthenticatedUser,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StreamableFile> {
    const { pdf, code } = await this.certificates.issue(classId, studentId, user);
    response.setHeader(CERTIFICATE_CODE_HEADER, code);
    response.setHeader('Cache-Control', 'private, no-store');
    response.setHeader('X-Content-Type-Options', 'nosniff');
    return new StreamableFile(pdf, { type: 'application/pdf', disposition: `attachment; filename="certificado-${code}.pdf"` });
  }
}

/**
 * The public check, apart from the staff-only guard above: anyone, a logged-in student
 * included (the QR code's page sends their session cookie), may check a certificate.
 */
@Controller()
export class CertificateCheckController {
  constructor(private readonly certificates: CertificateService) {}

  /** GET /api/certificates/{codigo}: anyone (the QR code's page) checks a certificate; the gateway limits the calls per client. */
  @Get('certificates/:codigo')
  @Public()
  @Header('Cache-Control', 'no-store')
  check(@Param('codigo') code: string): Promise<CertificateCheck> {
    return this.certificates.check(code);
  }
}
