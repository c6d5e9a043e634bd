import type { MigrationInterface, QueryRunner } from 'typeorm';

/** When a student was anonymised on request; null for everyone else. */
export class StudentAnonymised1764300000002 implements MigrationInterface {
  name = 'StudentAnonymised1764300000002';

  async up(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE aluno ADD COLUMN anonimizado_em timestamptz NULL');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE aluno DROP COLUMN anonimizado_em');
  }
}
