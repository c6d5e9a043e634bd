import { Module } from '@nestjs/common';
import { StudentDirectoryModule } from '../student-directory/student-directory.module.js';
import { ActivityListQuery } from './activity-list.query.js';
import { ActivityRowQuery } from './activity-row.query.js';
import { ActivityCommands } from './activity.commands.js';
import { ActivityController } from './activity.controller.js';
import { ActivityQueries } from './activity.queries.js';
import { ActivityRepository } from './activity.repository.js';

/** Activities and their subtasks: the queries (the list, one activity, statuses, student typeahead) and the commands. */
@Module({
  imports: [StudentDirectoryModule],
  controllers: [ActivityController],
  providers: [ActivityRowQuery, ActivityListQuery, ActivityQueries, ActivityRepository, ActivityCommands],
  exports: [ActivityCommands, ActivityRowQuery],
})
export class ActivityModule {}
