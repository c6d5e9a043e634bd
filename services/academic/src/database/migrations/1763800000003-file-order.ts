import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Files keep the order they were uploaded in (several files of one upload share a timestamp). */
export class FileOrder1763800000003 implements MigrationInterface {
  name = 'FileOrder1763800000003';

  async up(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE arquivo ADD COLUMN ordem bigserial');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE arquivo DROP COLUMN ordem');
  }
}
