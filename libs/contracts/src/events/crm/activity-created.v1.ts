import type { ActivitySnapshotV1 } from './activity-snapshot.js';

export const ACTIVITY_CREATED_V1 = 'crm.activity.created.v1' as const;
export type ActivityCreatedV1 = ActivitySnapshotV1;
