import type { MigrationInterface, QueryRunner } from 'typeorm';

/** When academic anonymised the student: from then on no student event gives them a login again. */
export class StudentLoginAnonymised1764300000004 implements MigrationInterface {
  name = 'StudentLoginAnonymised1764300000004';

  async up(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE aluno_login_revisao ADD COLUMN anonimizado_em timestamptz NULL');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE aluno_login_revisao DROP COLUMN anonimizado_em');
  }
}
