import { Controller } from '@nestjs/common';
import { Ctx, Payload } from '@nestjs/microservices';
import {
  CLASS_SNAPSHOT_EVENT_TYPES,
  type ClassDeletedV1,
  type ClassSnapshotV1,
  ENROLMENT_EVENT_TYPES,
  type EnrolmentSnapshotV1,
  TRAINING_SNAPSHOT_EVENT_TYPES,
  type TrainingDeletedV1,
  type TrainingSnapshotV1,
} from '@treina/contracts';
import { EVENT_BUS, EventContext, EventPattern } from '@treina/nest-platform';
import { CommissionProjection } from './commission-projection.service.js';

/** academic's enrolment, class and training events -> the commission rows (in the inbox transaction). */
@Controller()
export class CommissionEvents {
  constructor(private readonly projection: CommissionProjection) {}

  @EventPattern(ENROLMENT_EVENT_TYPES, EVENT_BUS)
  async enrolmentChanged(@Payload() enrolment: EnrolmentSnapshotV1, @Ctx() context: EventContext): Promise<void> {
    await this.projection.apply(context.getManager(), enrolment);
  }

  // A class's dates or training, or a training's name, change the rows of its enrolments.
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
