import type { ActivitySnapshotV1 } from './activity-snapshot.js';

/**
 * The current state of one activity, re-sent for replays by
 * `node services/crm/dist/src/cli.js republish-activities` (same revision as the last
 * change, so a consumer that already holds it changes nothing).
 */
export const ACTIVITY_SNAPSHOT_V1 = 'crm.activity.snapshot.v1' as const;
export type ActivitySnapshotEventV1 = ActivitySnapshotV1;
