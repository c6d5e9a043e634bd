import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The students projection's marker of an erasure on request: once set, no student event writes the row again. */
export class StudentProjectionAnonymised1764300000003 implements MigrationInterface {
  name = 'StudentProjectionAnonymised1764300000003';

  async up(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE aluno_projecao ADD COLUMN anonimizado boolean NOT NULL DEFAULT false');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE aluno_projecao DROP COLUMN anonimizado');
  }
}
