import { Module } from '@nestjs/common';
import { ActivityTypeController } from './activity-type.controller.js';
import { ActivityTypeService } from './activity-type.service.js';

@Module({ controllers: [ActivityTypeController], providers: [ActivityTypeService] })
export class ActivityTypeModule {}
