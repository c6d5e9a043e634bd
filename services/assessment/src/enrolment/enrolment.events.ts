import { Controller } from '@nestjs/common';
import { Ctx, Payload } from '@nestjs/microservices';
import { ENROLMENT_EVENT_TYPES, type EnrolmentSnapshotV1, type StudentAnonymisedV1 } from '@treina/contracts';
import { EVENT_BUS, EventContext, EventPattern } from '@treina/nest-platform';
import { EnrolmentRepository } from './enrolment.repository.js';

/**
 * academic's enrolment events -> the enrolments that say who may take a training's exams (in the inbox transaction). Class and
 * training events reach the shared class projection (ClassProjectionEvents).
 */
@Controller()
export class EnrolmentEvents {
  constructor(private readonly enrolments: EnrolmentRepository) {}

  @EventPattern(ENROLMENT_EVENT_TYPES, EVENT_BUS)
  async enrolmentChanged(@Payload() enrolment: EnrolmentSnapshotV1, @Ctx() context: EventContext): Promise<void> {
    await this.enrolments.upsert(context.getManager(), enrolment);
  }

  /** A student's erasure on request: the name kept in their enrolments and attempts becomes the anonymous one; the attempts stay. */
  @EventPattern('academic.student.anonymised.v1', EVENT_BUS)
  async studentAnonymised(@Payload() erased: StudentAnonymisedV1, @Ctx() context: EventContext): Promise<void> {
    await this.enrolments.anonymiseStudent(context.getManager(), erased);
  }
}
