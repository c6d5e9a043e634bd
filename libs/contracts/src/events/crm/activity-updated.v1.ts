import type { ActivitySnapshotV1 } from './activity-snapshot.js';

/** Any change of an activity (status, date, description, student, responsible, subtasks). */
export const ACTIVITY_UPDATED_V1 = 'crm.activity.updated.v1' as const;
export type ActivityUpdatedV1 = ActivitySnapshotV1;
