import type { StudentSnapshotV1 } from '@treina/contracts';
import type { OutboxTransaction } from '@treina/nest-platform';
import type { EntityManager } from 'typeorm';
import { returningRows } from '../common/list.js';

/** Students as academic's student events carry them. */
export async function loadStudentSnapshots(manager: EntityManager, ids: number[]): Promise<StudentSnapshotV1[]> {
  if (!ids.length) return [];
  const rows: Array<Omit<StudentSnapshotV1, 'data_criacao'> & { data_criacao: Date }> = await manager.query(
    `SELECT a.id AS id_aluno, a.nome_aluno, COALESCE(a.email, '') AS email, COALESCE(a.telefone, '') AS telefone,
            a.id_status_aluno, a.id_canal_aluno, c.nome_canal_aluno, a.data_criacao, a.possui_login, a.is_student, a.revision
       FROM aluno a LEFT JOIN canal_aluno c ON c.id_canal_aluno = a.id_canal_aluno
      WHERE a.id = ANY($1::int[]) ORDER BY a.id`,
    [ids],
  );
  return rows.map((row) => ({ ...row, data_criacao: row.data_criacao.toISOString() }));
}

/**
 * Keeps `aluno.is_student` (a student has at least one enrolment) after enrolments
 * were added or deleted, and records `academic.student.updated.v1` for every student
 * whose flag changed.
 */
export async function refreshStudentFlags(tx: OutboxTransaction, studentIds: number[]): Promise<void> {
  if (!studentIds.length) return;
  const changed = await returningRows<{ id: number }>(
    tx.manager.query(
      `UPDATE aluno a SET is_student = x.has_enrolment, revision = a.revision + 1
       FROM (SELECT s.id, EXISTS (SELECT 1 FROM inscricao e WHERE e.id_aluno = s.id) AS has_enrolment
               FROM unnest($1::int[]) AS s(id)) x
      WHERE a.id = x.id AND a.is_student <> x.has_enrolment
      RETURNING a.id`,
      [[...new Set(studentIds)]],
    ),
  );
  for (const snapshot of await loadStudentSnapshots(
    tx.manager,
    changed.map((row) => row.id),
  )) {
    tx.publish('academic.student.updated.v1', snapshot);
  }
}
