import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { Public } from '@treina/nest-platform';
import { ChangePasswordDto, RequestPasswordChangeDto } from './dto/password-reset.dto.js';
import { PASSWORD_CHANGED, PasswordResetService, RESET_REQUESTED } from './password-reset.service.js';

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

  @Post('change_password')
  @Public()
  @HttpCode(200)
  async change(@Body() dto: ChangePasswordDto) {
    await this.resets.change(dto.email, dto.password, dto.token);
    return { status: true, statusMsg: PASSWORD_CHANGED };
  }
}
