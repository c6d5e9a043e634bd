import { Module } from '@nestjs/common';
import { SessionCoreModule } from '../auth/session-core.module.js';
import { UserController } from './user.controller.js';
import { UserService } from './user.service.js';

@Module({
  imports: [SessionCoreModule],
  controllers: [UserController],
  providers: [UserService],
  exports: [UserService],
})
export class UserModule {}
