import { Module } from '@nestjs/common';
import { UserModule } from '../user/user.module.js';
import { AuthController } from './auth.controller.js';
import { AuthService } from './auth.service.js';
import { SessionCoreModule } from './session-core.module.js';

/** Log-in, log-out, the current user and registration (`/api/auth/*`). */
@Module({
  imports: [SessionCoreModule, UserModule],
  controllers: [AuthController],
  providers: [AuthService],
})
export class SessionModule {}
