import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `usuario.deve_trocar_senha`: the user logs in with a password someone else set (an
 * administrator, a new student's default) and must change it before anything else.
 * Accounts that exist keep working as they are (false).
 */
export class PasswordChangeRequired1764800000001 implements MigrationInterface {
  name = 'PasswordChangeRequired1764800000001';

  async up(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE usuario ADD COLUMN deve_trocar_senha boolean NOT NULL DEFAULT false');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE usuario DROP COLUMN deve_trocar_senha');
  }
}
