import { Controller } from '@nestjs/common';
import { Ctx, Payload } from '@nestjs/microservices';
import type { StudentAnonymisedV1, StudentDeletedV1, StudentSnapshotV1 } from '@treina/contracts';
import { EVENT_BUS, EventContext, EventPattern } from '@treina/nest-platform';
import { StudentRepository } from '../student-directory/student.repository.js';
import { ActivityRepository } from './activity.repository.js';

/**
 * academic.student.* -> the students projection, each event in the inbox's transaction; the
 * searched text of the student's activities follows their new name, e-mail and phone.
 */
@Controller()
export class StudentChangesEvents {
  constructor(
    private readonly students: StudentRepository,
    private readonly activities: ActivityRepository,
  ) {}

  @EventPattern(['academic.student.created.v1', 'academic.student.updated.v1'], EVENT_BUS)
  async studentChanged(@Payload() student: StudentSnapshotV1, @Ctx() context: EventContext): Promise<void> {
    const manager = context.getManager();
    if (await this.students.apply(manager, student)) await this.activities.rewriteSearchOfStudent(manager, student.id_aluno);
  }

  @EventPattern('academic.student.deleted.v1', EVENT_BUS)
  async studentDeleted(@Payload() deleted: StudentDeletedV1, @Ctx() context: EventContext): Promise<void> {
    await this.students.applyDeleted(context.getManager(), deleted);
  }

  @EventPattern('academic.student.anonymised.v1', EVENT_BUS)
  async studentAnonymised(@Payload() event: StudentAnonymisedV1, @Ctx() context: EventContext): Promise<void> {
    const manager = context.getManager();
    await this.students.applyAnonymised(manager, event);
    await this.activities.rewriteSearchOfStudent(manager, event.id_aluno);
  }
}
