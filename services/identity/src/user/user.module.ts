import { Module } from '@nestjs/common';
import { SessionCoreModule } from '../auth/session-core.module.js';
import { PermissionRepository } from '../permission/permission.repository.js';
import { UserController } from './user.controller.js';
import { UserCommands } from './user.commands.js';
import { UserQueries } from './user.queries.js';

@Module({
  imports: [SessionCoreModule],
  controllers: [UserController],
  providers: [UserQueries, UserCommands, PermissionRepository],
  exports: [UserQueries, UserCommands, PermissionRepository, SessionCoreModule],
})
export class UserModule {}
