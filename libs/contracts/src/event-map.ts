import type { ClassCreatedV1 } from './events/academic/class-created.v1.js';
import type { ClassDeletedV1 } from './events/academic/class-deleted.v1.js';
import type { ClassUpdatedV1 } from './events/academic/class-updated.v1.js';
import type { EnrolmentCreatedV1 } from './events/academic/enrolment-created.v1.js';
import type { EnrolmentSnapshotEventV1 } from './events/academic/enrolment-snapshot.v1.js';
import type { EnrolmentStatusChangedV1 } from './events/academic/enrolment-status-changed.v1.js';
import type { EnrolmentUpdatedV1 } from './events/academic/enrolment-updated.v1.js';
import type { StudentAnonymisedV1 } from './events/academic/student-anonymised.v1.js';
import type { StudentCreatedV1 } from './events/academic/student-created.v1.js';
import type { StudentDeletedV1 } from './events/academic/student-deleted.v1.js';
import type { StudentUpdatedV1 } from './events/academic/student-updated.v1.js';
import type { TrainingCreatedV1 } from './events/academic/training-created.v1.js';
import type { TrainingDeletedV1 } from './events/academic/training-deleted.v1.js';
import type { TrainingUpdatedV1 } from './events/academic/training-updated.v1.js';
import type { WaitingListSeatedV1 } from './events/academic/waiting-list-seated.v1.js';
import type { ActivityCreatedV1 } from './events/crm/activity-created.v1.js';
import type { ActivityDeletedV1 } from './events/crm/activity-deleted.v1.js';
import type { ActivitySnapshotEventV1 } from './events/crm/activity-snapshot.v1.js';
import type { ActivityUpdatedV1 } from './events/crm/activity-updated.v1.js';
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
  'academic.student.anonymised.v1': StudentAnonymisedV1;
  'academic.enrolment.created.v1': EnrolmentCreatedV1;
  'academic.enrolment.status-changed.v1': EnrolmentStatusChangedV1;
  'academic.enrolment.updated.v1': EnrolmentUpdatedV1;
  'academic.enrolment.snapshot.v1': EnrolmentSnapshotEventV1;
  'academic.waiting-list.seated.v1': WaitingListSeatedV1;
  'academic.class.created.v1': ClassCreatedV1;
  'academic.class.updated.v1': ClassUpdatedV1;
  'academic.class.deleted.v1': ClassDeletedV1;
  'academic.training.created.v1': TrainingCreatedV1;
  'academic.training.updated.v1': TrainingUpdatedV1;
  'academic.training.deleted.v1': TrainingDeletedV1;
  'crm.activity.created.v1': ActivityCreatedV1;
  'crm.activity.updated.v1': ActivityUpdatedV1;
  'crm.activity.deleted.v1': ActivityDeletedV1;
  'crm.activity.snapshot.v1': ActivitySnapshotEventV1;
}

export type EventType = keyof EventPayloads;
export type EventPayload<K extends EventType> = EventPayloads[K];

/**
 * Every enrolment event carries the whole enrolment (an EnrolmentSnapshotV1 and
 * more): a consumer that keeps enrolments takes all four alike.
 */
export const ENROLMENT_EVENT_TYPES = [
  'academic.enrolment.created.v1',
  'academic.enrolment.status-changed.v1',
  'academic.enrolment.updated.v1',
  'academic.enrolment.snapshot.v1',
] as const satisfies readonly EventType[];

/** A class's and a training's snapshot events (created or updated) carry the whole snapshot alike. */
export const CLASS_SNAPSHOT_EVENT_TYPES = [
  'academic.class.created.v1',
  'academic.class.updated.v1',
] as const satisfies readonly EventType[];
export const TRAINING_SNAPSHOT_EVENT_TYPES = [
  'academic.training.created.v1',
  'academic.training.updated.v1',
] as const satisfies readonly EventType[];

/** Every activity event but the deletion carries the whole activity: a consumer takes the three alike. */
export const ACTIVITY_SNAPSHOT_EVENT_TYPES = [
  'crm.activity.created.v1',
  'crm.activity.updated.v1',
  'crm.activity.snapshot.v1',
] as const satisfies readonly EventType[];
