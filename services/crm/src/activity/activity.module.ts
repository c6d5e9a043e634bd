import { Module } from '@nestjs/common';
import { StudentDirectoryModule } from '../student-directory/student-directory.module.js';
import { ActivityController } from './activity.controller.js';
import { ActivityService } from './activity.service.js';

@Module({
  imports: [StudentDirectoryModule],
  controllers: [ActivityController],
  providers: [ActivityService],
  exports: [ActivityService],
})
export class ActivityModule {}
