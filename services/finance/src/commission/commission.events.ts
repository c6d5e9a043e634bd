import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { EventType } from '@treina/contracts';
import { EventConsumer } from '@treina/nest-platform';
import { CommissionProjection } from './commission-projection.service.js';

/** Every enrolment event carries the whole enrolment: all four feed the same projection. */
export const ENROLMENT_EVENTS = [
  'academic.enrolment.created.v1',
  'academic.enrolment.status-changed.v1',
  'academic.enrolment.updated.v1',
  'academic.enrolment.snapshot.v1',
] as const satisfies readonly EventType[];

@Injectable()
export class CommissionEvents implements OnModuleInit {
  constructor(
    private readonly consumer: EventConsumer,
    private readonly projection: CommissionProjection,
  ) {}

  onModuleInit(): void {
    for (const type of ENROLMENT_EVENTS) {
      this.consumer.on(type, async (event, manager) => {
        await this.projection.apply(manager, event.payload);
      });
    }
    // A class's dates or training, or a training's name, change the rows of its enrolments.
    this.consumer.on('academic.class.created.v1', (event, manager) => this.projection.applyClass(manager, event.payload));
    this.consumer.on('academic.class.updated.v1', (event, manager) => this.projection.applyClass(manager, event.payload));
    this.consumer.on('academic.class.deleted.v1', (event, manager) => this.projection.applyClassDeleted(manager, event.payload));
    this.consumer.on('academic.training.created.v1', (event, manager) => this.projection.applyTraining(manager, event.payload));
    this.consumer.on('academic.training.updated.v1', (event, manager) => this.projection.applyTraining(manager, event.payload));
    this.consumer.on('academic.training.deleted.v1', (event, manager) => this.projection.applyTrainingDeleted(manager, event.payload));
  }
}
