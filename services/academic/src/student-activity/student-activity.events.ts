import { Controller } from '@nestjs/common';
import { Ctx, Payload } from '@nestjs/microservices';
import { ACTIVITY_SNAPSHOT_EVENT_TYPES, type ActivityDeletedV1, type ActivitySnapshotV1 } from '@treina/contracts';
import { EVENT_BUS, EventContext, EventPattern } from '@treina/nest-platform';
import * as activities from './student-activity.repository.js';

/** crm.activity.* -> the students' activities; each event in the inbox's transaction. */
@Controller()
export class StudentActivityEvents {
  @EventPattern(ACTIVITY_SNAPSHOT_EVENT_TYPES, EVENT_BUS)
  async activityChanged(@Payload() activity: ActivitySnapshotV1, @Ctx() context: EventContext): Promise<void> {
    await activities.applyChange(context.getManager(), activity);
  }

  @EventPattern('crm.activity.deleted.v1', EVENT_BUS)
  async activityDeleted(@Payload() deleted: ActivityDeletedV1, @Ctx() context: EventContext): Promise<void> {
    await activities.applyDeletion(context.getManager(), deleted);
  }
}
