import { Controller } from '@nestjs/common';
import { Ctx, Payload } from '@nestjs/microservices';
import type { StudentAnonymisedV1, StudentDeletedV1, StudentSnapshotV1 } from '@treina/contracts';
import { EVENT_BUS, EventContext, EventPattern } from '@treina/nest-platform';
import { StudentFactRepository } from './student-fact.repository.js';

/** academic.student.*.v1 -> the student facts (in the inbox transaction). */
@Controller()
export class StudentFactEvents {
  constructor(private readonly students: StudentFactRepository) {}

  @EventPattern(['academic.student.created.v1', 'academic.student.updated.v1'], EVENT_BUS)
  studentChanged(@Payload() student: StudentSnapshotV1, @Ctx() context: EventContext): Promise<void> {
    return this.students.mergeSnapshot(context.getManager(), student);
  }

  @EventPattern('academic.student.deleted.v1', EVENT_BUS)
  studentDeleted(@Payload() deleted: StudentDeletedV1, @Ctx() context: EventContext): Promise<void> {
    return this.students.markDeleted(context.getManager(), deleted);
  }

  /**
   * A student's erasure on request: the name reporting shows in the attendance lists becomes the anonymous one; the facts, kept by id,
   * stay, so every figure counts as before.
   */
  @EventPattern('academic.student.anonymised.v1', EVENT_BUS)
  studentAnonymised(@Payload() erased: StudentAnonymisedV1, @Ctx() context: EventContext): Promise<void> {
    return this.students.markAnonymised(context.getManager(), erased);
  }
}
