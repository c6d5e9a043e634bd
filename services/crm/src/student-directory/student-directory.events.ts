import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EventConsumer } from '@treina/nest-platform';
import { StudentDirectory } from './student-directory.service.js';

/** academic.student.* -> the students projection; each event in the inbox's transaction. */
@Injectable()
export class StudentDirectoryEvents implements OnModuleInit {
  constructor(
    private readonly consumer: EventConsumer,
    private readonly students: StudentDirectory,
  ) {}

  onModuleInit(): void {
    this.consumer.on('academic.student.created.v1', (event, manager) => this.students.apply(manager, event.payload).then(() => undefined));
    this.consumer.on('academic.student.updated.v1', (event, manager) => this.students.apply(manager, event.payload).then(() => undefined));
    this.consumer.on('academic.student.deleted.v1', (event, manager) => this.students.applyDeleted(manager, event.payload).then(() => undefined));
  }
}
