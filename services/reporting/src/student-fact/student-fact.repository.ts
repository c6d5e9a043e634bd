import { Injectable } from '@nestjs/common';
import type { StudentDeletedV1, StudentSnapshotV1 } from '@treina/contracts';
import { queryRows } from '@treina/nest-platform';
import type { Transaction } from '../transaction.js';

// Each event is one statement that merges by revision in the database (TypeORM's upsert cannot), on
// the event path (the event-path SQL record in docs/decisions).
const MERGE_SNAPSHOT_SQL = `INSERT INTO aluno_fato AS a (id_aluno, revision, data_criacao, is_student, foi_interessado, excluido)
  VALUES (:id_aluno, :revision, :data_criacao, :is_student, NOT :is_student, false)
  ON CONFLICT (id_aluno) DO UPDATE SET
    revision = GREATEST(a.revision, EXCLUDED.revision),
    data_criacao = CASE WHEN EXCLUDED.revision > a.revision OR a.data_criacao IS NULL THEN EXCLUDED.data_criacao ELSE a.data_criacao END,
    is_student = CASE WHEN EXCLUDED.revision > a.revision THEN EXCLUDED.is_student ELSE a.is_student END,
    foi_interessado = a.foi_interessado OR EXCLUDED.foi_interessado`;

const MARK_DELETED_SQL = `INSERT INTO aluno_fato AS a (id_aluno, revision, data_criacao, is_student, foi_interessado, excluido)
  VALUES (:id_aluno, :revision, NULL, false, false, true)
  ON CONFLICT (id_aluno) DO UPDATE SET revision = GREATEST(a.revision, EXCLUDED.revision), excluido = true`;

/**
 * The lead facts (aluno_fato). The latest revision decides the creation time and whether the student
 * is a student now; "was a lead" is an OR over every snapshot seen and a deletion is final, so the
 * result does not depend on the order events arrive in.
 */
@Injectable()
export class StudentFactRepository {
  /** Merges a student snapshot into the student's lead facts. */
  async mergeSnapshot(tx: Transaction, student: StudentSnapshotV1): Promise<void> {
    const { id_aluno, revision, data_criacao, is_student } = student;
    await queryRows(tx, MERGE_SNAPSHOT_SQL, { id_aluno, revision, data_criacao, is_student });
  }

  /** Marks the student deleted, for good. */
  async markDeleted(tx: Transaction, deleted: StudentDeletedV1): Promise<void> {
    await queryRows(tx, MARK_DELETED_SQL, { id_aluno: deleted.id_aluno, revision: deleted.revision });
  }
}
