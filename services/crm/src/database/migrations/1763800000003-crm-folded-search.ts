import { foldSql } from '@treina/nest-platform';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Folded copies of the searched texts, kept by generated columns instead of folded per row per query;
 * the activity's `busca` holds folded text written by its repository. Plain trigram indexes replace
 * the previous migration's expression indexes.
 */
export class CrmFoldedSearch1763800000003 implements MigrationInterface {
  name = 'CrmFoldedSearch1763800000003';

  async up(db: QueryRunner): Promise<void> {
    for (const index of [
      'atividade_busca_trgm',
      'atividade_titulo_trgm',
      'aluno_projecao_nome_trgm',
      'aluno_projecao_email_trgm',
      'aluno_projecao_telefone_trgm',
    ]) {
      await db.query(`DROP INDEX IF EXISTS ${index}`);
    }
    const folded = (table: string, column: string, source: string) =>
      db.query(`ALTER TABLE ${table} ADD COLUMN ${column} text GENERATED ALWAYS AS (${foldSql(source)}) STORED`);
    await folded('atividade', 'titulo_dobrado', 'titulo');
    await folded('aluno_projecao', 'nome_dobrado', 'nome_aluno');
    await folded('aluno_projecao', 'email_dobrado', 'email');
    await folded('aluno_projecao', 'telefone_dobrado', 'telefone');
    await db.query(`
      UPDATE atividade a
         SET busca = ${foldSql(`concat_ws('|', a.titulo, s.nome_aluno, s.email, s.telefone)`)}
        FROM atividade x LEFT JOIN aluno_projecao s ON s.id_aluno = x.id_aluno
       WHERE x.id = a.id`);
    const trigram = (name: string, table: string, column: string) =>
      db.query(`CREATE INDEX ${name} ON ${table} USING gin (${column} gin_trgm_ops)`);
    await trigram('atividade_busca_trgm', 'atividade', 'busca');
    await trigram('atividade_titulo_trgm', 'atividade', 'titulo_dobrado');
    await trigram('aluno_projecao_nome_trgm', 'aluno_projecao', 'nome_dobrado');
    await trigram('aluno_projecao_email_trgm', 'aluno_projecao', 'email_dobrado');
    await trigram('aluno_projecao_telefone_trgm', 'aluno_projecao', 'telefone_dobrado');
  }

  async down(db: QueryRunner): Promise<void> {
    for (const index of [
      'atividade_busca_trgm',
      'atividade_titulo_trgm',
      'aluno_projecao_nome_trgm',
      'aluno_projecao_email_trgm',
      'aluno_projecao_telefone_trgm',
    ]) {
      await db.query(`DROP INDEX IF EXISTS ${index}`);
    }
    await db.query('ALTER TABLE atividade DROP COLUMN titulo_dobrado');
    for (const column of ['nome_dobrado', 'email_dobrado', 'telefone_dobrado'])
      await db.query(`ALTER TABLE aluno_projecao DROP COLUMN ${column}`);
  }
}
