import { Controller, Get, Param, Res, StreamableFile, UseGuards } from '@nestjs/common';
import { Authenticated, type AuthenticatedUser, CurrentUser } from '@treina/nest-platform';
import type { Response } from 'express';
import { AllowStudents, StaffOnlyGuard } from '../access.js';
import { FileService } from './file.service.js';

const INLINE_TYPES = /^(application\/pdf|image\/(png|jpeg|gif|webp)|video\/mp4)$/;

@Controller('files')
@UseGuards(StaffOnlyGuard)
export class FileController {
  constructor(private readonly files: FileService) {}

  /** GET /api/files/{key}: a material or a student document, to who may see it. */
  @Get(':key')
  @Authenticated()
  @AllowStudents()
  async download(@Param('key') key: string, @CurrentUser() user: AuthenticatedUser, @Res({ passthrough: true }) response: Response) {
    const file = await this.files.open(key, user);
    const disposition = INLINE_TYPES.test(file.row.content_type) ? 'inline' : 'attachment';
    const asciiName = file.row.nome_original.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
    response.setHeader('Content-Type', file.row.content_type);
    response.setHeader(
      'Content-Disposition',
      `${disposition}; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(file.row.nome_original)}`,
    );
    response.setHeader('X-Content-Type-Options', 'nosniff');
    response.setHeader('Cache-Control', 'private, no-cache');
    if (file.size !== undefined) response.setHeader('Content-Length', String(file.size));
    return new StreamableFile(file.body);
  }
}
