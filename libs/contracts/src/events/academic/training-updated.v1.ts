import type { TrainingSnapshotV1 } from './training-snapshot.js';

/** Any change of a training; a rename reaches consumers that show training names here. */
export const TRAINING_UPDATED_V1 = 'academic.training.updated.v1' as const;
export type TrainingUpdatedV1 = TrainingSnapshotV1;
