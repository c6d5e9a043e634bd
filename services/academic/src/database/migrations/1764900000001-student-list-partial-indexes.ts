import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The Alunos and Interessados lists each walk a partial index of their own people only: with one index for both, page 1 of Alunos read past
 * the newest people, mostly leads. A partial index has no such rows to skip and is the smaller one, so the planner prefers it
 * (docs/decisions/0008-list-speed.md).
 */
export class StudentListPartialIndexes1764900000001 implements MigrationInterface {
  name = 'StudentListPartialIndexes1764900000001';

  async up(db: QueryRunner): Promise<void> {
    await db.query('CREATE INDEX aluno_alunos_idx ON aluno (data_criacao DESC NULLS LAST, id DESC NULLS LAST) WHERE is_student');
    await db.query('CREATE INDEX aluno_interessados_idx ON aluno (data_criacao DESC NULLS LAST, id DESC NULLS LAST) WHERE NOT is_student');
    await db.query('DROP INDEX IF EXISTS aluno_lista_idx');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('CREATE INDEX aluno_lista_idx ON aluno (is_student, data_criacao DESC NULLS LAST, id DESC NULLS LAST)');
    await db.query('DROP INDEX IF EXISTS aluno_interessados_idx');
    await db.query('DROP INDEX IF EXISTS aluno_alunos_idx');
  }
}
