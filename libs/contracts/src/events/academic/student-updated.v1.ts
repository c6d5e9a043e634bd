import type { StudentSnapshotV1 } from './student-snapshot.js';

export const STUDENT_UPDATED_V1 = 'academic.student.updated.v1' as const;
export type StudentUpdatedV1 = StudentSnapshotV1;
