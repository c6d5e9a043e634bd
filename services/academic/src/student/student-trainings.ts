import { queryRows } from '@treina/nest-platform';
import type { EntityManager } from 'typeorm';
import { NOT_TAKEN_STATUSES } from '../class/enrolment-state-machine.js';

/**
 * `aluno.ids_treinamentos_interesse` / `ids_treinamentos_realizados`: the ids of a
 * student's trainings of interest and trainings taken, copies the list's search reads
 * through GIN indexes (student-search.ts). Every write that moves them calls one of
 * these in its own transaction: the student's save (interests, written directly), a
 * class's save (entries entering or leaving the taken statuses, or its training
 * changing) and a training's deletion.
 */

/** The ids of the trainings a student took: a class of theirs with an entry in a taken status. */
const TAKEN_IDS_SQL = `coalesce((SELECT array_agg(DISTINCT tc.id_treinamento ORDER BY tc.id_treinamento)
    FROM inscricao e INNER JOIN turma tc ON tc.id = e.id_turma
   WHERE e.id_aluno = a.id AND e.id_status_inscricao <> ALL(:notTaken::int[])), '{}')`;

/**
 * Recomputes the trainings taken of `studentIds` from their entries. Their rows are
 * locked first in ascending id order, the order every save takes them in, so two saves
 * touching the same students wait for each other instead of deadlocking.
 */
export async function refreshTakenTrainings(manager: EntityManager, studentIds: readonly number[]): Promise<void> {
  if (!studentIds.length) return;
  const ids = [...new Set(studentIds)].sort((a, b) => a - b);
  await queryRows(manager, 'SELECT id FROM aluno WHERE id = ANY(:ids::int[]) ORDER BY id FOR NO KEY UPDATE', { ids });
  await queryRows(
    manager,
    `UPDATE aluno a SET ids_treinamentos_realizados = ${TAKEN_IDS_SQL}
      WHERE a.id = ANY(:ids::int[]) AND a.ids_treinamentos_realizados IS DISTINCT FROM ${TAKEN_IDS_SQL}`,
    { ids, notTaken: [...NOT_TAKEN_STATUSES] },
  );
}

/** After a class's training changed: its students with a taken entry took another training now. */
export async function refreshTakenTrainingsOfClass(manager: EntityManager, classId: number): Promise<void> {
  const rows = await queryRows<{ id_aluno: number }>(
    manager,
    'SELECT DISTINCT id_aluno FROM inscricao WHERE id_turma = :classId AND id_status_inscricao <> ALL(:notTaken::int[])',
    { classId, notTaken: [...NOT_TAKEN_STATUSES] },
  );
  await refreshTakenTrainings(
    manager,
    rows.map((row) => row.id_aluno),
  );
}

/** Deleted trainings leave the interests of every student (their aluno_interesse rows go by cascade). */
export async function forgetTrainingInterests(manager: EntityManager, trainingIds: readonly number[]): Promise<void> {
  if (!trainingIds.length) return;
  const params = { trainings: [...trainingIds] };
  const rows = await queryRows<{ id: number }>(
    manager,
    'SELECT id FROM aluno WHERE ids_treinamentos_interesse && :trainings::int[] ORDER BY id FOR NO KEY UPDATE',
    params,
  );
  if (!rows.length) return;
  await queryRows(
    manager,
    `UPDATE aluno SET ids_treinamentos_interesse = ARRAY(
         SELECT t FROM unnest(ids_treinamentos_interesse) t WHERE t <> ALL(:trainings::int[]) ORDER BY t)
      WHERE id = ANY(:ids::int[])`,
    { ...params, ids: rows.map((row) => row.id) },
  );
}

/** What both a TypeORM manager and a plain `pg` client offer: the bulk fills hold the latter. */
export interface SqlRunner {
  query(sql: string, parameters?: unknown[]): Promise<unknown>;
}

/**
 * Rewrites both arrays of every student from aluno_interesse and inscricao: for data
 * written around the commands (the benches' bulk fills). One statement; rows already
 * right are left alone.
 */
export async function rewriteAllStudentTrainings(runner: SqlRunner): Promise<void> {
  await runner.query(
    `WITH interests AS (
            SELECT id_aluno, array_agg(DISTINCT id_treinamento ORDER BY id_treinamento) AS ids FROM aluno_interesse GROUP BY id_aluno),
          taken AS (
            SELECT e.id_aluno, array_agg(DISTINCT tc.id_treinamento ORDER BY tc.id_treinamento) AS ids
              FROM inscricao e INNER JOIN turma tc ON tc.id = e.id_turma
             WHERE e.id_status_inscricao <> ALL($1::int[])
             GROUP BY e.id_aluno)
     UPDATE aluno a SET ids_treinamentos_interesse = coalesce(i.ids, '{}'), ids_treinamentos_realizados = coalesce(t.ids, '{}')
       FROM aluno s LEFT JOIN interests i ON i.id_aluno = s.id LEFT JOIN taken t ON t.id_aluno = s.id
      WHERE a.id = s.id
        AND (a.ids_treinamentos_interesse <> coalesce(i.ids, '{}') OR a.ids_treinamentos_realizados <> coalesce(t.ids, '{}'))`,
    [[...NOT_TAKEN_STATUSES]],
  );
}
