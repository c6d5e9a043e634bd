import { Controller } from '@nestjs/common';
import { Ctx, Payload } from '@nestjs/microservices';
import type { StudentAnonymisedV1, StudentDeletedV1, StudentSnapshotV1 } from '@treina/contracts';
import { EVENT_BUS, EventContext, EventPattern } from '@treina/nest-platform';
import { StudentFacts } from './student-fact.service.js';

/** academic.student.*.v1 -> the lead facts (in the inbox transaction). */
@Controller()
export class StudentFactEvents {
  constructor(private readonly facts: StudentFacts) {}

  @EventPattern(['academic.student.created.v1', 'academic.student.updated.v1'], EVENT_BUS)
  studentChanged(@Payload() student: StudentSnapshotV1, @Ctx() context: EventContext): Promise<void> {
    return this.facts.apply(context.getManager(), student);
  }

  @EventPattern('academic.student.deleted.v1', EVENT_BUS)
  studentDeleted(@Payload() deleted: StudentDeletedV1, @Ctx() context: EventContext): Promise<void> {
    return this.facts.applyDeleted(context.getManager(), deleted);
  }

  /**
   * A student's erasure on request (issue 17): reporting keeps students and enrolments by id only
   * (creation time, lead/student flags, enrolment figures), and audits nothing, so no personal
   * data is here to erase and the dashboard figures stay as they are. Handled (not dead-lettered)
   * so the bus's contract holds: every event a queue receives has a handler.
   */
  @EventPattern('academic.student.anonymised.v1', EVENT_BUS)
  async studentAnonymised(@Payload() _event: StudentAnonymisedV1): Promise<void> {}
}
