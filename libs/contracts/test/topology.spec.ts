import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { ENROLMENT_EVENT_TYPES } from '../src/event-registry.js';
import { consumersOf, RETIRED_QUEUE_BINDINGS, SERVICE_QUEUE_BINDINGS } from '../src/topology.js';

const serviceNames = (type: string) => consumersOf(type).map((consumer) => consumer.service);

describe('the queues and their bindings', () => {
  it("route a waiting-list seating to identity alone: not to finance's and reporting's academic.enrolment.# queues", () => {
    assert.deepEqual(consumersOf('academic.waiting-list.seated.v1'), [
      { service: 'identity', bindings: ['academic.waiting-list.seated.v1'] },
    ]);
  });

  it('route no enrolment event to identity, which acts only on seatings', () => {
    for (const type of ENROLMENT_EVENT_TYPES) assert.ok(!serviceNames(type).includes('identity'), type);
    assert.deepEqual(serviceNames('academic.enrolment.status-changed.v1'), ['finance', 'reporting', 'assessment']);
  });

  it('retire only bindings their service no longer has, of services that have a queue', () => {
    for (const [service, retired] of Object.entries(RETIRED_QUEUE_BINDINGS)) {
      const current = SERVICE_QUEUE_BINDINGS[service];
      assert.ok(current, `${service} has no queue in SERVICE_QUEUE_BINDINGS`);
      for (const binding of retired) assert.ok(!current.includes(binding), `${service} still binds ${binding}`);
    }
  });
});
