import { Injectable } from '@nestjs/common';
import type { StudentAnonymisedV1, StudentDeletedV1, StudentSnapshotV1 } from '@treina/contracts';
import { queryRows } from '@treina/nest-platform';
import type { Transaction } from '../transaction.js';

// Each event is one statement that merges by revision in the database (TypeORM's upsert cannot), on
// the event path (the event-path SQL record in docs/decisions).
const MERGE_SNAPSHOT_SQL = `INSERT INTO aluno_fato AS a (id_aluno, revision, data_criacao, is_student, foi_interessado, excluido, nome_aluno)
  VALUES (:id_aluno, :revision, :data_criacao, :is_student, NOT :is_student, false, :nome_aluno)
  ON CONFLICT (id_aluno) DO UPDATE SET
    revision = GREATEST(a.revision, EXCLUDED.revision),
    nome_aluno = CASE WHEN NOT a.anonimizado AND (EXCLUDED.revision > a.revision OR a.nome_aluno IS NULL) THEN EXCLUDED.nome_aluno ELSE a.nome_aluno END,
    data_criacao = CASE WHEN EXCLUDED.revision > a.revision OR a.data_criacao IS NULL THEN EXCLUDED.data_criacao ELSE a.data_criacao END,
    is_student = CASE WHEN EXCLUDED.revision > a.revision THEN EXCLUDED.is_student ELSE a.is_student END,
    foi_interessado = a.foi_interessado OR EXCLUDED.foi_interessado`;

const MARK_DELETED_SQL = `INSERT INTO aluno_fato AS a (id_aluno, revision, data_criacao, is_student, foi_interessado, excluido)
  VALUES (:id_aluno, :revision, NULL, false, false, true)
  ON CONFLICT (id_aluno) DO UPDATE SET revision = GREATEST(a.revision, EXCLUDED.revision), excluido = true`;

const MARK_ANONYMISED_SQL = `INSERT INTO aluno_fato AS a (id_aluno, revision, data_criacao, is_student, foi_interessado, excluido, nome_aluno, anonimizado)
  VALUES (:id_aluno, :revision, NULL, false, false, false, :nome_aluno, true)
  ON CONFLICT (id_aluno) DO UPDATE SET revision = GREATEST(a.revision, EXCLUDED.revision), nome_aluno = EXCLUDED.nome_aluno, anonimizado = true`;

/**
 * The lead facts (aluno_fato). The latest revision decides the creation time and whether the student
 * is a student now; "was a lead" is an OR over every snapshot seen and a deletion is final, so the
 * result does not depend on the order events arrive in.
 */
@Injectable()
export class StudentFactRepository {
  /** Merges a student snapshot into the student's lead facts. */
  async mergeSnapshot(tx: Transaction, student: StudentSnapshotV1): Promise<void> {
    const { id_aluno, revision, data_criacao, is_student, nome_aluno } = student;
    await queryRows(tx, MERGE_SNAPSHOT_SQL, { id_aluno, revision, data_criacao, is_student, nome_aluno });
  }

  /** Marks the student deleted, for good. */
  async markDeleted(tx: Transaction, deleted: StudentDeletedV1): Promise<void> {
    await queryRows(tx, MARK_DELETED_SQL, { id_aluno: deleted.id_aluno, revision: deleted.revision });
  }

  /** Replaces the student's name with the anonymous one, for good; every fact of theirs stays (by id). */
  async markAnonymised(tx: Transaction, erased: StudentAnonymisedV1): Promise<void> {
    await queryRows(tx, MARK_ANONYMISED_SQL, { id_aluno: erased.id_aluno, revision: erased.revision, nome_aluno: erased.nome_aluno });
  }
}
