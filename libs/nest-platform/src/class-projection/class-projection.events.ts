import { Controller, Inject, Optional } from '@nestjs/common';
import { Ctx, Payload } from '@nestjs/microservices';
import {
  CLASS_SNAPSHOT_EVENT_TYPES,
  type ClassDeletedV1,
  type ClassSnapshotV1,
  TRAINING_SNAPSHOT_EVENT_TYPES,
  type TrainingDeletedV1,
  type TrainingSnapshotV1,
} from '@treina/contracts';
import { EventContext } from '../messaging/event-context.js';
import { EVENT_BUS, EventPattern } from '../messaging/event-pattern.decorator.js';
import { CLASS_PROJECTION_FOLLOWER, type ClassProjectionFollower } from './class-projection.options.js';
import { ClassProjection } from './class-projection.service.js';

/**
 * academic.class.*.v1 and academic.training.*.v1 -> the class projection and the
 * consumer's rows it rewrites (in the inbox transaction). Registered by
 * ClassProjectionModule.forRoot, so every consumer of the projection serves these keys; its follower, if any, sees the snapshots next.
 */
@Controller()
export class ClassProjectionEvents {
  constructor(
    private readonly projection: ClassProjection,
    @Optional() @Inject(CLASS_PROJECTION_FOLLOWER) private readonly follower?: ClassProjectionFollower,
  ) {}

  @EventPattern(CLASS_SNAPSHOT_EVENT_TYPES, EVENT_BUS)
  async classChanged(@Payload() snapshot: ClassSnapshotV1, @Ctx() context: EventContext): Promise<void> {
    await this.projection.applyClass(context.getManager(), snapshot);
    await this.follower?.classChanged(context.getManager(), snapshot);
  }

  @EventPattern('academic.class.deleted.v1', EVENT_BUS)
  classDeleted(@Payload() deleted: ClassDeletedV1, @Ctx() context: EventContext): Promise<void> {
    return this.projection.applyClassDeleted(context.getManager(), deleted);
  }

  @EventPattern(TRAINING_SNAPSHOT_EVENT_TYPES, EVENT_BUS)
  async trainingChanged(@Payload() snapshot: TrainingSnapshotV1, @Ctx() context: EventContext): Promise<void> {
    await this.projection.applyTraining(context.getManager(), snapshot);
    await this.follower?.trainingChanged(context.getManager(), snapshot);
  }

  @EventPattern('academic.training.deleted.v1', EVENT_BUS)
  trainingDeleted(@Payload() deleted: TrainingDeletedV1, @Ctx() context: EventContext): Promise<void> {
    return this.projection.applyTrainingDeleted(context.getManager(), deleted);
  }
}
