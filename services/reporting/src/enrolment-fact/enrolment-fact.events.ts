import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { EventType } from '@treina/contracts';
import { EventConsumer } from '@treina/nest-platform';
import { EnrolmentFacts } from './enrolment-fact.service.js';

/** Every enrolment event carries the whole enrolment: all four feed the same facts. */
export const ENROLMENT_EVENTS = [
  'academic.enrolment.created.v1',
  'academic.enrolment.status-changed.v1',
  'academic.enrolment.updated.v1',
  'academic.enrolment.snapshot.v1',
] as const satisfies readonly EventType[];

@Injectable()
export class EnrolmentFactEvents implements OnModuleInit {
  constructor(
    private readonly consumer: EventConsumer,
    private readonly facts: EnrolmentFacts,
  ) {}

  onModuleInit(): void {
    for (const type of ENROLMENT_EVENTS) {
      this.consumer.on(type, async (event, manager) => {
        await this.facts.apply(manager, event.payload);
      });
    }
    // A class moved to another training, or a renamed training, changes the facts of its enrolments.
    this.consumer.on('academic.class.created.v1', (event, manager) => this.facts.applyClass(manager, event.payload));
    this.consumer.on('academic.class.updated.v1', (event, manager) => this.facts.applyClass(manager, event.payload));
    this.consumer.on('academic.class.deleted.v1', (event, manager) => this.facts.applyClassDeleted(manager, event.payload));
    this.consumer.on('academic.training.created.v1', (event, manager) => this.facts.applyTraining(manager, event.payload));
    this.consumer.on('academic.training.updated.v1', (event, manager) => this.facts.applyTraining(manager, event.payload));
    this.consumer.on('academic.training.deleted.v1', (event, manager) => this.facts.applyTrainingDeleted(manager, event.payload));
  }
}
