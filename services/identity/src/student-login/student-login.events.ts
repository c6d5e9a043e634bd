import { Controller } from '@nestjs/common';
import { Ctx, Payload } from '@nestjs/microservices';
import type { StudentAnonymisedV1, StudentDeletedV1, StudentSnapshotV1 } from '@treina/contracts';
import { EVENT_BUS, EventContext, EventPattern } from '@treina/nest-platform';
import { StudentLoginService } from './student-login.service.js';

/** academic.student.*.v1 -> the student's login (in the consumer's transaction, once per message). */
@Controller()
export class StudentLoginEvents {
  constructor(private readonly logins: StudentLoginService) {}

  @EventPattern(['academic.student.created.v1', 'academic.student.updated.v1'], EVENT_BUS)
  async studentChanged(@Payload() student: StudentSnapshotV1, @Ctx() context: EventContext): Promise<void> {
    await this.logins.apply(context.getTransaction(), student);
  }

  @EventPattern('academic.student.deleted.v1', EVENT_BUS)
  async studentDeleted(@Payload() deleted: StudentDeletedV1, @Ctx() context: EventContext): Promise<void> {
    const { id_aluno, email, revision } = deleted;
    await this.logins.apply(context.getTransaction(), { id_aluno, email, revision, nome_aluno: '', possui_login: false }, true);
  }

  @EventPattern('academic.student.anonymised.v1', EVENT_BUS)
  async studentAnonymised(@Payload() event: StudentAnonymisedV1, @Ctx() context: EventContext): Promise<void> {
    await this.logins.applyAnonymised(context.getTransaction(), event);
  }
}
