import { Body, Controller, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { type AuthenticatedUser, CurrentUser, EmptyBodyPipe, ParseIdPipe, RequirePermission } from '@treina/nest-platform';
import { StaffOnlyGuard } from '../access.js';
import { type AnonymisationResult, PrivacyAnonymisation } from './privacy-anonymise.service.js';

@Controller('privacy/students')
@UseGuards(StaffOnlyGuard)
export class PrivacyAnonymiseController {
  constructor(private readonly anonymisation: PrivacyAnonymisation) {}

  /** POST /api/privacy/students/{id}/anonymise: erases the student's identifying data (idempotent: 200 again, nothing changes). */
  @Post(':id/anonymise')
  @HttpCode(200)
  @RequirePermission('privacy')
  anonymise(
    @Param('id', ParseIdPipe) id: number,
    // Takes no options: a field sent is refused, not silently ignored.
    @Body(EmptyBodyPipe) _body: undefined,
    @CurrentUser() actor: AuthenticatedUser,
  ): Promise<AnonymisationResult> {
    return this.anonymisation.anonymise(id, actor);
  }
}
