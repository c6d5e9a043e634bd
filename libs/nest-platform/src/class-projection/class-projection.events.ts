import { Controller } from '@nestjs/common';
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
import { ClassProjection } from './class-projection.service.js';

/**
 * academic.class.*.v1 and academic.training.*.v1 -> the class projection and the
 * consumer's rows it rewrites (in the inbox transaction). Registered by
 * ClassProjectionModule.forRoot, so every consumer of the projection serves these keys.
 */
@Controller()
export class ClassProjectionEvents {
  constructor(private readonly projection: ClassProjection) {}

  @EventPattern(CLASS_SNAPSHOT_EVENT_TYPES, EVENT_BUS)
  classChanged(@Payload() snapshot: ClassSnapshotV1, @Ctx() context: EventContext): Promise<void> {
    return this.projection.applyClass(context.getManager(), snapshot);
  }

  @EventPattern('academic.class.deleted.v1', EVENT_BUS)
  classDeleted(@Payload() deleted: ClassDeletedV1, @Ctx() context: EventContext): Promise<void> {
    return this.projection.applyClassDeleted(context.getManager(), deleted);
  }

  @EventPattern(TRAINING_SNAPSHOT_EVENT_TYPES, EVENT_BUS)
  trainingChanged(@Payload() snapshot: TrainingSnapshotV1, @Ctx() context: EventContext): Promise<void> {
    return this.projection.applyTraining(context.getManager(), snapshot);
  }

  @EventPattern('academic.training.deleted.v1', EVENT_BUS)
  trainingDeleted(@Payload() deleted: TrainingDeletedV1, @Ctx() context: EventContext): Promise<void> {
    return this.projection.applyTrainingDeleted(context.getManager(), deleted);
  }
}
