import { Module } from '@nestjs/common';
import { PermissionController } from './permission.controller.js';
import { PermissionRepository } from './permission.repository.js';
import { PermissionService } from './permission.service.js';

@Module({
  controllers: [PermissionController],
  providers: [PermissionRepository, PermissionService],
  exports: [PermissionRepository],
})
export class PermissionModule {}
