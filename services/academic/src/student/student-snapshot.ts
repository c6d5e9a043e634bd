import type { OutboxTransaction } from '@treina/nest-platform';
import * as students from './student.repository.js';

/**
 * Keeps `aluno.is_student` (a student has at least one enrolment) after enrolments were added or
 * deleted, and records `academic.student.updated.v1` for every student whose flag changed.
 */
export async function refreshStudentFlags(tx: OutboxTransaction, studentIds: number[]): Promise<void> {
  if (!studentIds.length) return;
  const changed = await students.refreshIsStudent(tx.manager, studentIds);
  for (const snapshot of await students.snapshots(tx.manager, changed)) tx.publish('academic.student.updated.v1', snapshot);
}
