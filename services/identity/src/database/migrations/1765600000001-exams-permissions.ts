import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Permissions 45–48 'exams' (Simulados): all four by default for Administrador and Coordenador, all but deleting for Instrutor (who
 * writes the questions); literals, since a newer database has them from the first migration (ON CONFLICT DO NOTHING). Existing users
 * of those types get them, their revision moving on so the users projections follow.
 */
export class ExamsPermissions1765600000001 implements MigrationInterface {
  name = 'ExamsPermissions1765600000001';

  async up(db: QueryRunner): Promise<void> {
    await db.query(
      `INSERT INTO permissao (id_permissao, nome) VALUES (45, 'exams'), (46, 'exams_create'), (47, 'exams_update'), (48, 'exams_delete')
       ON CONFLICT DO NOTHING`,
    );
    const defaults = `(VALUES (1, 45), (1, 46), (1, 47), (1, 48), (2, 45), (2, 46), (2, 47), (2, 48), (4, 45), (4, 46), (4, 47))`;
    await db.query(
      `INSERT INTO permissao_padrao (id_tipo_usuario, id_permissao) SELECT d.tipo, d.permissao FROM ${defaults} AS d(tipo, permissao)
       ON CONFLICT DO NOTHING`,
    );
    await db.query(`
      WITH granted AS (
        INSERT INTO usuario_permissao (id_usuario, id_permissao)
        SELECT u.id_usuario, d.permissao FROM usuario u JOIN ${defaults} AS d(tipo, permissao) ON d.tipo = u.id_tipo_usuario
        ON CONFLICT DO NOTHING
        RETURNING id_usuario
      )
      UPDATE usuario SET revision = revision + 1 WHERE id_usuario IN (SELECT DISTINCT id_usuario FROM granted)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DELETE FROM usuario_permissao WHERE id_permissao IN (45, 46, 47, 48)');
    await db.query('DELETE FROM permissao_padrao WHERE id_permissao IN (45, 46, 47, 48)');
    await db.query('DELETE FROM permissao WHERE id_permissao IN (45, 46, 47, 48)');
  }
}
