import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The last student revision identity applied per academic student (late events change nothing). */
export class StudentLogin1763800000002 implements MigrationInterface {
  name = 'StudentLogin1763800000002';

  async up(db: QueryRunner): Promise<void> {
    await db.query(
      `CREATE TABLE aluno_login_revisao (id_aluno int PRIMARY KEY, revision int NOT NULL, atualizado_em timestamptz NOT NULL DEFAULT now())`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE aluno_login_revisao');
  }
}
