import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Permissions 43 'charges' and 44 'charges_update' (Cobranças), by default for Administrador only;
 * literals, since a newer database has them from the first migration (ON CONFLICT DO NOTHING).
 * Existing administrators get both, their revision moving on so the users projections follow.
 */
export class ChargesPermissions1765400000001 implements MigrationInterface {
  name = 'ChargesPermissions1765400000001';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`INSERT INTO permissao (id_permissao, nome) VALUES (43, 'charges'), (44, 'charges_update') ON CONFLICT DO NOTHING`);
    await db.query(`INSERT INTO permissao_padrao (id_tipo_usuario, id_permissao) VALUES (1, 43), (1, 44) ON CONFLICT DO NOTHING`);
    await db.query(`
      WITH granted AS (
        INSERT INTO usuario_permissao (id_usuario, id_permissao)
        SELECT u.id_usuario, p.id FROM usuario u CROSS JOIN (VALUES (43), (44)) AS p(id)
         WHERE u.id_tipo_usuario = 1
        ON CONFLICT DO NOTHING
        RETURNING id_usuario
      )
      UPDATE usuario SET revision = revision + 1 WHERE id_usuario IN (SELECT id_usuario FROM granted)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DELETE FROM usuario_permissao WHERE id_permissao IN (43, 44)');
    await db.query('DELETE FROM permissao_padrao WHERE id_permissao IN (43, 44)');
    await db.query('DELETE FROM permissao WHERE id_permissao IN (43, 44)');
  }
}
