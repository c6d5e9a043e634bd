import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EventConsumer } from '@treina/nest-platform';
import { StudentLoginService } from './student-login.service.js';

/** academic.student.*.v1 -> the student's login (in the consumer's transaction, once per message). */
@Injectable()
export class StudentLoginEvents implements OnModuleInit {
  constructor(
    private readonly consumer: EventConsumer,
    private readonly logins: StudentLoginService,
  ) {}

  onModuleInit(): void {
    this.consumer.on('academic.student.created.v1', async (event, _manager, tx) => {
      await this.logins.apply(tx, event.payload);
    });
    this.consumer.on('academic.student.updated.v1', async (event, _manager, tx) => {
      await this.logins.apply(tx, event.payload);
    });
    this.consumer.on('academic.student.deleted.v1', async (event, _manager, tx) => {
      const { id_aluno, email, revision } = event.payload;
      await this.logins.apply(tx, { id_aluno, email, revision, nome_aluno: '', possui_login: false }, true);
    });
  }
}
