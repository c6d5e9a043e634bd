import { Module } from '@nestjs/common';
import { ActivityTypeController } from './activity-type.controller.js';
import { ActivityTypeRepository } from './activity-type.repository.js';
import { ActivityTypeService } from './activity-type.service.js';

@Module({ controllers: [ActivityTypeController], providers: [ActivityTypeRepository, ActivityTypeService] })
export class ActivityTypeModule {}
