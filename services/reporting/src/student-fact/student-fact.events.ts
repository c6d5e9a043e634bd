import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EventConsumer } from '@treina/nest-platform';
import { StudentFacts } from './student-fact.service.js';

/** academic.student.* -> lead facts, each event in the inbox's transaction. */
@Injectable()
export class StudentFactEvents implements OnModuleInit {
  constructor(
    private readonly consumer: EventConsumer,
    private readonly facts: StudentFacts,
  ) {}

  onModuleInit(): void {
    this.consumer.on('academic.student.created.v1', (event, manager) => this.facts.apply(manager, event.payload));
    this.consumer.on('academic.student.updated.v1', (event, manager) => this.facts.apply(manager, event.payload));
    this.consumer.on('academic.student.deleted.v1', (event, manager) => this.facts.applyDeleted(manager, event.payload));
  }
}
