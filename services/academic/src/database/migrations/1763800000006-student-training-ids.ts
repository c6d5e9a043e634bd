import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The students' trainings as id arrays on `aluno`, GIN-indexed, so the Alunos / Interessados search and the Interesses / Treinamentos
 * Realizados filters match a training name through `&&` on the row instead of a subquery per candidate row. Kept in the writes'
 * transactions (student.repository.ts); filled here once.
 */
export class StudentTrainingIds1763800000006 implements MigrationInterface {
  name = 'StudentTrainingIds1763800000006';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE aluno ADD COLUMN ids_treinamentos_interesse int[] NOT NULL DEFAULT '{}',
                                      ADD COLUMN ids_treinamentos_realizados int[] NOT NULL DEFAULT '{}'`);
    // Taken: an entry neither cancelled, refunded nor awaiting a transfer (4, 5, 6; 9, the waiting
    // list, never counts either). Frozen here: the code's list is NOT_TAKEN_STATUSES.
    await db.query(`
      WITH interests AS (
             SELECT id_aluno, array_agg(DISTINCT id_treinamento ORDER BY id_treinamento) AS ids FROM aluno_interesse GROUP BY id_aluno),
           taken AS (
             SELECT e.id_aluno, array_agg(DISTINCT tc.id_treinamento ORDER BY tc.id_treinamento) AS ids
               FROM inscricao e INNER JOIN turma tc ON tc.id = e.id_turma
              WHERE e.id_status_inscricao NOT IN (4, 5, 6, 9)
              GROUP BY e.id_aluno)
      UPDATE aluno a SET ids_treinamentos_interesse = coalesce(i.ids, '{}'), ids_treinamentos_realizados = coalesce(t.ids, '{}')
        FROM aluno s LEFT JOIN interests i ON i.id_aluno = s.id LEFT JOIN taken t ON t.id_aluno = s.id
       WHERE a.id = s.id AND (i.ids IS NOT NULL OR t.ids IS NOT NULL)`);
    await db.query('CREATE INDEX aluno_treinamentos_interesse_idx ON aluno USING gin (ids_treinamentos_interesse)');
    await db.query('CREATE INDEX aluno_treinamentos_realizados_idx ON aluno USING gin (ids_treinamentos_realizados)');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE aluno DROP COLUMN ids_treinamentos_realizados, DROP COLUMN ids_treinamentos_interesse');
  }
}
