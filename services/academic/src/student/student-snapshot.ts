import type { StudentSnapshotV1 } from '@treina/contracts';
import { type OutboxTransaction, queryRows } from '@treina/nest-platform';
import type { EntityManager } from 'typeorm';
import { StudentChannelEntity } from '../reference/reference.entities.js';
import { StudentEntity } from './student.entity.js';

/** Students as academic's student events carry them. */
export async function loadStudentSnapshots(manager: EntityManager, ids: number[]): Promise<StudentSnapshotV1[]> {
  if (!ids.length) return [];
  const rows = await manager
    .createQueryBuilder()
    .from(StudentEntity, 'a')
    .leftJoin(StudentChannelEntity, 'c', 'c.id_canal_aluno = a.id_canal_aluno')
    .select(['a.id AS id_aluno', 'a.nome_aluno AS nome_aluno', "COALESCE(a.email, '') AS email", "COALESCE(a.telefone, '') AS telefone"])
    .addSelect(['a.id_status_aluno AS id_status_aluno', 'a.id_canal_aluno AS id_canal_aluno', 'c.nome_canal_aluno AS nome_canal_aluno'])
    .addSelect(['a.data_criacao AS data_criacao', 'a.possui_login AS possui_login', 'a.is_student AS is_student', 'a.revision AS revision'])
    .where('a.id IN (:...ids)', { ids })
    .orderBy('a.id')
    .getRawMany<Omit<StudentSnapshotV1, 'data_criacao'> & { data_criacao: Date }>();
  return rows.map((row) => ({ ...row, data_criacao: row.data_criacao.toISOString() }));
}

/**
 * Keeps `aluno.is_student` (a student has at least one enrolment) after enrolments
 * were added or deleted, and records `academic.student.updated.v1` for every student
 * whose flag changed. One set-based statement for any number of students (a class's
 * whole list; bench/academic.bench.mjs, the PATCH of a class of 40).
 */
export async function refreshStudentFlags(tx: OutboxTransaction, studentIds: number[]): Promise<void> {
  if (!studentIds.length) return;
  const changed = await queryRows<{ id: number }>(
    tx.manager,
    `UPDATE aluno a SET is_student = x.has_enrolment, revision = a.revision + 1
       FROM (SELECT s.id, EXISTS (SELECT 1 FROM inscricao e WHERE e.id_aluno = s.id) AS has_enrolment
               FROM unnest(:ids::int[]) AS s(id)) x
      WHERE a.id = x.id AND a.is_student <> x.has_enrolment
      RETURNING a.id`,
    { ids: [...new Set(studentIds)] },
  );
  for (const snapshot of await loadStudentSnapshots(
    tx.manager,
    changed.map((row) => row.id),
  )) {
    tx.publish('academic.student.updated.v1', snapshot);
  }
}
