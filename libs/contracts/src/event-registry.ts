import type { PayloadOf, PayloadSchema } from './payload-schema.js';
import { ATTENDANCE_RECORDED_V1_SCHEMA } from './events/academic/attendance-recorded.v1.js';
import { CLASS_DELETED_V1_SCHEMA } from './events/academic/class-deleted.v1.js';
import { CLASS_SNAPSHOT_V1_SCHEMA } from './events/academic/class-snapshot.js';
import { ENROLMENT_SNAPSHOT_V1_SCHEMA } from './events/academic/enrolment-snapshot.js';
import { ENROLMENT_STATUS_CHANGED_V1_SCHEMA } from './events/academic/enrolment-status-changed.v1.js';
import { ENROLMENT_UPDATED_V1_SCHEMA } from './events/academic/enrolment-updated.v1.js';
import { STUDENT_ANONYMISED_V1_SCHEMA } from './events/academic/student-anonymised.v1.js';
import { STUDENT_DELETED_V1_SCHEMA } from './events/academic/student-deleted.v1.js';
import { STUDENT_SNAPSHOT_V1_SCHEMA } from './events/academic/student-snapshot.js';
import { TRAINING_DELETED_V1_SCHEMA } from './events/academic/training-deleted.v1.js';
import { TRAINING_SNAPSHOT_V1_SCHEMA } from './events/academic/training-snapshot.js';
import { WAITING_LIST_SEATED_V1_SCHEMA } from './events/academic/waiting-list-seated.v1.js';
import { ACTIVITY_DELETED_V1_SCHEMA } from './events/crm/activity-deleted.v1.js';
import { ACTIVITY_SNAPSHOT_V1_SCHEMA } from './events/crm/activity-snapshot.js';
import { ATTEMPT_COMPLETED_V1_SCHEMA } from './events/assessment/attempt-completed.v1.js';
import { ENROLMENT_PAID_V1_SCHEMA } from './events/finance/enrolment-paid.v1.js';
import { USER_SNAPSHOT_V1_SCHEMA } from './events/identity/user-snapshot.js';

// The payload types and their schemas, for publishers, handlers and tests (the lib's entry re-exports this file).
export * from './events/academic/attendance-recorded.v1.js';
export * from './events/academic/class-deleted.v1.js';
export * from './events/academic/class-snapshot.js';
export * from './events/academic/enrolment-snapshot.js';
export * from './events/academic/enrolment-status-changed.v1.js';
export * from './events/academic/enrolment-updated.v1.js';
export * from './events/academic/student-anonymised.v1.js';
export * from './events/academic/student-deleted.v1.js';
export * from './events/academic/student-snapshot.js';
export * from './events/academic/training-deleted.v1.js';
export * from './events/academic/training-snapshot.js';
export * from './events/academic/waiting-list-seated.v1.js';
export * from './events/crm/activity-deleted.v1.js';
export * from './events/crm/activity-snapshot.js';
export * from './events/assessment/attempt-completed.v1.js';
export * from './events/finance/enrolment-paid.v1.js';
export * from './events/identity/user-snapshot.js';

/**
 * Every event on the bus: routing key -> its payload's schema. Adding an event is its payload file (type and schema) and a line here; the
 * payload types by key (EventPayloads), the consumers' validation, EVENTS.md and the AsyncAPI document all derive from this map. The key's
 * first word is the publisher; its `vN` suffix, the version.
 */
const EVENT_REGISTRY = {
  'identity.user.created.v1': USER_SNAPSHOT_V1_SCHEMA,
  /** Any change of a user: data, type, permissions, status or its sessions (logout, new password). */
  'identity.user.updated.v1': USER_SNAPSHOT_V1_SCHEMA,
  /** The user was deactivated: status false, permissions cleared, sessions ended. */
  'identity.user.deactivated.v1': USER_SNAPSHOT_V1_SCHEMA,
  'academic.student.created.v1': STUDENT_SNAPSHOT_V1_SCHEMA,
  'academic.student.updated.v1': STUDENT_SNAPSHOT_V1_SCHEMA,
  'academic.student.deleted.v1': STUDENT_DELETED_V1_SCHEMA,
  'academic.student.anonymised.v1': STUDENT_ANONYMISED_V1_SCHEMA,
  /** A student was added to a class (sequence 1). */
  'academic.enrolment.created.v1': ENROLMENT_SNAPSHOT_V1_SCHEMA,
  'academic.enrolment.status-changed.v1': ENROLMENT_STATUS_CHANGED_V1_SCHEMA,
  'academic.enrolment.updated.v1': ENROLMENT_UPDATED_V1_SCHEMA,
  /** One enrolment's current state, re-sent for replays (`cli.js republish-enrolments`) with its last sequence. */
  'academic.enrolment.snapshot.v1': ENROLMENT_SNAPSHOT_V1_SCHEMA,
  'academic.waiting-list.seated.v1': WAITING_LIST_SEATED_V1_SCHEMA,
  'academic.class.created.v1': CLASS_SNAPSHOT_V1_SCHEMA,
  /** Any change of the class's own fields (dates, status, training, instructor...); also when its training is renamed. */
  'academic.class.updated.v1': CLASS_SNAPSHOT_V1_SCHEMA,
  'academic.class.deleted.v1': CLASS_DELETED_V1_SCHEMA,
  /** A session's attendance was recorded or changed: the whole session, per student. */
  'academic.attendance.recorded.v1': ATTENDANCE_RECORDED_V1_SCHEMA,
  'academic.training.created.v1': TRAINING_SNAPSHOT_V1_SCHEMA,
  /** Any change of a training; a rename reaches consumers that show training names here. */
  'academic.training.updated.v1': TRAINING_SNAPSHOT_V1_SCHEMA,
  'academic.training.deleted.v1': TRAINING_DELETED_V1_SCHEMA,
  'crm.activity.created.v1': ACTIVITY_SNAPSHOT_V1_SCHEMA,
  /** Any change of an activity (status, date, description, student, responsible, subtasks). */
  'crm.activity.updated.v1': ACTIVITY_SNAPSHOT_V1_SCHEMA,
  'crm.activity.deleted.v1': ACTIVITY_DELETED_V1_SCHEMA,
  /** One activity's current state, re-sent for replays (`cli.js republish-activities`) with its last revision. */
  'crm.activity.snapshot.v1': ACTIVITY_SNAPSHOT_V1_SCHEMA,
  /** Every charge of an enrolment is paid: academic marks the entry paid. */
  'finance.enrolment.paid.v1': ENROLMENT_PAID_V1_SCHEMA,
  /** A practice exam's attempt ended and was graded: reporting counts it in the pass rates. */
  'assessment.attempt.completed.v1': ATTEMPT_COMPLETED_V1_SCHEMA,
} as const;

/** Routing key -> payload: publishing or handling an event through this map makes a wrong payload a compile error. */
export type EventPayloads = { [K in keyof typeof EVENT_REGISTRY]: PayloadOf<(typeof EVENT_REGISTRY)[K]> };
export type EventType = keyof EventPayloads;
export type EventPayload<K extends EventType> = EventPayloads[K];

/** Routing key -> payload schema (what the consumers validate and the documents publish). */
export const EVENT_PAYLOAD_SCHEMAS: { readonly [K in EventType]: PayloadSchema<EventPayloads[K]> } = EVENT_REGISTRY;

/** Every enrolment event carries the whole enrolment: a consumer that keeps enrolments takes all four alike. */
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
