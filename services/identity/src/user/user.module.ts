import { Module } from '@nestjs/common';
import { PermissionModule } from '../permission/permission.module.js';
import { PasswordHasher } from './password-hasher.js';
import { UserController } from './user.controller.js';
import { UserCommands } from './user.commands.js';
import { UserQueries } from './user.queries.js';
import { UserRepository } from './user.repository.js';

@Module({
  imports: [PermissionModule],
  controllers: [UserController],
  providers: [UserRepository, PasswordHasher, UserQueries, UserCommands],
  exports: [UserRepository, PasswordHasher, UserQueries, UserCommands],
})
export class UserModule {}
