import { foldSql } from '@treina/nest-platform';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The Comissões list's indexes: DESC NULLS LAST, as the paging protocol sorts (a plain DESC index
 * cannot serve it), and a trigram index on the stored folded text `q` searches (training | student | status).
 */
export class CommissionListIndexes1763900000003 implements MigrationInterface {
  name = 'CommissionListIndexes1763900000003';

  async up(db: QueryRunner): Promise<void> {
    await db.query('DROP INDEX IF EXISTS comissao_inscricao_idx');
    await db.query('CREATE INDEX comissao_inscricao_idx ON comissao (data_hora_inscricao DESC NULLS LAST, id_matricula DESC NULLS LAST)');
    await db.query('DROP INDEX IF EXISTS comissao_venda_idx');
    await db.query(
      'CREATE INDEX comissao_venda_idx ON comissao (id_usuario_venda, data_hora_inscricao DESC NULLS LAST, id_matricula DESC NULLS LAST)',
    );
    await db.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
    await db.query(
      `ALTER TABLE comissao ADD COLUMN busca text GENERATED ALWAYS AS (${foldSql(`(nome_treinamento || '|' || nome_aluno || '|' || status_inscricao)`)}) STORED`,
    );
    await db.query('CREATE INDEX comissao_busca_trgm_idx ON comissao USING gin (busca gin_trgm_ops)');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP INDEX IF EXISTS comissao_busca_trgm_idx');
    await db.query('ALTER TABLE comissao DROP COLUMN busca');
    await db.query('DROP INDEX IF EXISTS comissao_venda_idx');
    await db.query('CREATE INDEX comissao_venda_idx ON comissao (id_usuario_venda, data_hora_inscricao DESC)');
    await db.query('DROP INDEX IF EXISTS comissao_inscricao_idx');
    await db.query('CREATE INDEX comissao_inscricao_idx ON comissao (data_hora_inscricao DESC, id_matricula DESC)');
  }
}
