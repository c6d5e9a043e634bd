import { Module } from '@nestjs/common';
import { StudentDirectoryModule } from '../student-directory/student-directory.module.js';
import { ActivityCommands } from './activity.commands.js';
import { ActivityController } from './activity.controller.js';
import { ActivityQueries } from './activity.queries.js';
import { ActivityRepository } from './activity.repository.js';
import { StudentChangesEvents } from './student-changes.events.js';

/** Activities and their subtasks (queries and commands), and the student changes their searched text follows. */
@Module({
  imports: [StudentDirectoryModule],
  controllers: [ActivityController, StudentChangesEvents],
  providers: [ActivityQueries, ActivityRepository, ActivityCommands],
  exports: [ActivityCommands, ActivityRepository],
})
export class ActivityModule {}
