import type { ClassSnapshotV1 } from './class-snapshot.js';

/** Any change of the class's own fields (dates, status, training, instructor...); also when its training is renamed. */
export const CLASS_UPDATED_V1 = 'academic.class.updated.v1' as const;
export type ClassUpdatedV1 = ClassSnapshotV1;
