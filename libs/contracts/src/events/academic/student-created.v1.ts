import type { StudentSnapshotV1 } from './student-snapshot.js';

export const STUDENT_CREATED_V1 = 'academic.student.created.v1' as const;
export type StudentCreatedV1 = StudentSnapshotV1;
