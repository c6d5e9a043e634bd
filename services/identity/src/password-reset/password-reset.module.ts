import { Module } from '@nestjs/common';
import { UserModule } from '../user/user.module.js';
import { Mailer } from './mailer.js';
import { PasswordResetController } from './password-reset.controller.js';
import { PasswordResetTokenRepository } from './password-reset-token.repository.js';
import { PasswordResetService } from './password-reset.service.js';

@Module({
  imports: [UserModule],
  controllers: [PasswordResetController],
  providers: [PasswordResetTokenRepository, PasswordResetService, Mailer],
  exports: [Mailer],
})
export class PasswordResetModule {}
