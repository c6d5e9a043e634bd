import { foldSql } from '@treina/nest-platform';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Trigram indexes for the list protocol's "contains" search (`q`, `filter.<text>`) on exactly the
 * folded expression foldSql() writes, so a search is an index scan rather than a fold of every row.
 * `atividade.busca` holds the activity's searched text (description, student's name, e-mail, phone).
 */
export class CrmSearchIndexes1763800000002 implements MigrationInterface {
  name = 'CrmSearchIndexes1763800000002';

  async up(db: QueryRunner): Promise<void> {
    await db.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
    const trigram = (name: string, table: string, column: string) =>
      db.query(`CREATE INDEX ${name} ON ${table} USING gin ((${foldSql(column)}) gin_trgm_ops)`);
    await trigram('atividade_busca_trgm', 'atividade', 'busca');
    await trigram('atividade_titulo_trgm', 'atividade', 'titulo');
    await trigram('aluno_projecao_nome_trgm', 'aluno_projecao', 'nome_aluno');
    await trigram('aluno_projecao_email_trgm', 'aluno_projecao', 'email');
    await trigram('aluno_projecao_telefone_trgm', 'aluno_projecao', 'telefone');
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
  }
}
