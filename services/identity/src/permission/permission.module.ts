import { Module } from '@nestjs/common';
import { UserModule } from '../user/user.module.js';
import { PermissionController } from './permission.controller.js';
import { PermissionService } from './permission.service.js';

@Module({
  imports: [UserModule],
  controllers: [PermissionController],
  providers: [PermissionService],
})
export class PermissionModule {}
