import { Controller } from '@nestjs/common';
import { Ctx, Payload } from '@nestjs/microservices';
import type { StudentAnonymisedV1, StudentDeletedV1, StudentSnapshotV1 } from '@treina/contracts';
import { EVENT_BUS, EventContext, EventPattern } from '@treina/nest-platform';
import { StudentFactRepository } from './student-fact.repository.js';

/** academic.student.*.v1 -> the lead facts (in the inbox transaction). */
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
   * A student's erasure on request changes nothing here: reporting keeps students and enrolments by id
   * only and audits nothing. Handled, not dead-lettered: every event a queue receives has a handler.
   */
  @EventPattern('academic.student.anonymised.v1', EVENT_BUS)
  async studentAnonymised(@Payload() _event: StudentAnonymisedV1): Promise<void> {}
}
