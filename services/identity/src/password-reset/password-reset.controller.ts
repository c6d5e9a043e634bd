import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { type AuthenticatedUser, CurrentUser, ParseIdPipe, Public, RequirePermission } from '@treina/nest-platform';
import { ChangePasswordDto, RequestPasswordChangeDto } from './dto/password-reset.dto.js';
import { PASSWORD_CHANGED, PasswordResetService, RESET_LINK_SENT, RESET_REQUESTED } from './password-reset.service.js';

@Controller()
export class PasswordResetController {
  constructor(private readonly resets: PasswordResetService) {}

  @Post('request_change_password')
  @Public()
  @HttpCode(200)
  async request(@Body() dto: RequestPasswordChangeDto) {
    await this.resets.request(dto.email);
    return { status: true, statusMsg: RESET_REQUESTED };
  }

  /** POST /api/user/{id}/password-reset: an administrator sends the user the reset e-mail. */
  @Post('user/:id/password-reset')
  @RequirePermission('user_update')
  @HttpCode(200)
  async requestFor(@Param('id', ParseIdPipe) id: number, @CurrentUser() actor: AuthenticatedUser) {
    await this.resets.requestFor(id, actor);
    return { status: true, statusMsg: RESET_LINK_SENT };
  }

  @Post('change_password')
  @Public()
  @HttpCode(200)
  async change(@Body() dto: ChangePasswordDto) {
    await this.resets.change(dto.email, dto.password, dto.token);
    return { status: true, statusMsg: PASSWORD_CHANGED };
  }
}
