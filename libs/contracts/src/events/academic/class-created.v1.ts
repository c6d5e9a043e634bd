import type { ClassSnapshotV1 } from './class-snapshot.js';

export const CLASS_CREATED_V1 = 'academic.class.created.v1' as const;
export type ClassCreatedV1 = ClassSnapshotV1;
