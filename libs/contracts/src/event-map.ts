import type { StudentCreatedV1 } from './events/academic/student-created.v1.js';
import type { StudentDeletedV1 } from './events/academic/student-deleted.v1.js';
import type { StudentUpdatedV1 } from './events/academic/student-updated.v1.js';
import type { UserCreatedV1 } from './events/identity/user-created.v1.js';
import type { UserDeactivatedV1 } from './events/identity/user-deactivated.v1.js';
import type { UserUpdatedV1 } from './events/identity/user-updated.v1.js';

/**
 * Routing key -> payload. Publishing or handling an event through this map makes a
 * wrong payload a compile error. Add a line here for every new event contract.
 */
export interface EventPayloads {
  'identity.user.created.v1': UserCreatedV1;
  'identity.user.updated.v1': UserUpdatedV1;
  'identity.user.deactivated.v1': UserDeactivatedV1;
  'academic.student.created.v1': StudentCreatedV1;
  'academic.student.updated.v1': StudentUpdatedV1;
  'academic.student.deleted.v1': StudentDeletedV1;
}

export type EventType = keyof EventPayloads;
export type EventPayload<K extends EventType> = EventPayloads[K];
