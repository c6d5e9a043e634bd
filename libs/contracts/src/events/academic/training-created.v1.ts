import type { TrainingSnapshotV1 } from './training-snapshot.js';

export const TRAINING_CREATED_V1 = 'academic.training.created.v1' as const;
export type TrainingCreatedV1 = TrainingSnapshotV1;
