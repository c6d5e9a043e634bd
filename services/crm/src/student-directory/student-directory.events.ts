import { Controller } from '@nestjs/common';
import { Ctx, Payload } from '@nestjs/microservices';
import type { StudentAnonymisedV1, StudentDeletedV1, StudentSnapshotV1 } from '@treina/contracts';
import { EVENT_BUS, EventContext, EventPattern } from '@treina/nest-platform';
import { StudentDirectory } from './student-directory.service.js';

/** academic.student.* -> the students projection; each event in the inbox's transaction. */
@Controller()
export class StudentDirectoryEvents {
  constructor(private readonly students: StudentDirectory) {}

  @EventPattern(['academic.student.created.v1', 'academic.student.updated.v1'], EVENT_BUS)
  async studentChanged(@Payload() student: StudentSnapshotV1, @Ctx() context: EventContext): Promise<void> {
    await this.students.apply(context.getManager(), student);
  }

  @EventPattern('academic.student.deleted.v1', EVENT_BUS)
  async studentDeleted(@Payload() deleted: StudentDeletedV1, @Ctx() context: EventContext): Promise<void> {
    await this.students.applyDeleted(context.getManager(), deleted);
  }

  @EventPattern('academic.student.anonymised.v1', EVENT_BUS)
  async studentAnonymised(@Payload() event: StudentAnonymisedV1, @Ctx() context: EventContext): Promise<void> {
    await this.students.applyAnonymised(context.getManager(), event);
  }
}
