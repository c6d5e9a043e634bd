import { Module } from '@nestjs/common';
import { UploadLimitsModule } from '../storage/upload-limits.module.js';
import { MaterialController } from './material.controller.js';
import { MaterialService } from './material.service.js';

@Module({ imports: [UploadLimitsModule], controllers: [MaterialController], providers: [MaterialService], exports: [MaterialService] })
export class MaterialModule {}
