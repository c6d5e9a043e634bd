import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import 'reflect-metadata';
import { PATTERN_METADATA, TRANSPORT_METADATA } from '@nestjs/microservices/constants.js';
import type { ClassSnapshotV1, EnrolmentSnapshotV1, StudentSnapshotV1 } from '@treina/contracts';
import type { EventContext } from './event-context.js';
import { EVENT_BUS, EventPattern } from './event-pattern.decorator.js';

class Handlers {
  @EventPattern('academic.class.created.v1', EVENT_BUS)
  classCreated(_payload: ClassSnapshotV1, _context: EventContext): void {}

  @EventPattern(['academic.enrolment.created.v1', 'academic.enrolment.updated.v1'], EVENT_BUS)
  enrolmentChanged(_payload: EnrolmentSnapshotV1): void {}

  // The compiler is the test here: each line below must fail to compile.
  // @ts-expect-error a class event's handler cannot take a student
  @EventPattern('academic.class.created.v1', EVENT_BUS)
  wrongPayload(_payload: StudentSnapshotV1): void {}

  // @ts-expect-error a routing key no contract declares
  @EventPattern('academic.class.created.v2', EVENT_BUS)
  unknownKey(_payload: ClassSnapshotV1): void {}
}

describe('typed @EventPattern', () => {
  it("records Nest's pattern metadata on the event bus transport, one entry per routing key", () => {
    const prototype = Handlers.prototype;
    assert.deepEqual(Reflect.getMetadata(PATTERN_METADATA, prototype.classCreated), ['academic.class.created.v1']);
    assert.deepEqual(Reflect.getMetadata(PATTERN_METADATA, prototype.enrolmentChanged), [
      'academic.enrolment.created.v1',
      'academic.enrolment.updated.v1',
    ]);
    assert.equal(Reflect.getMetadata(TRANSPORT_METADATA, prototype.classCreated), EVENT_BUS);
  });
});
