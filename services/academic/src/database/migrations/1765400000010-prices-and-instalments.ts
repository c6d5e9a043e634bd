import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Prices: a training's price and sellers' commission rate, a class's own price (null: the
 * training's), and per enrolment its instalments, discount and first due day. Amounts are exact
 * (numeric), never floating point.
 */
export class PricesAndInstalments1765400000010 implements MigrationInterface {
  name = 'PricesAndInstalments1765400000010';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE treinamento
        ADD COLUMN valor numeric(12,2) NULL,
        ADD COLUMN percentual_comissao numeric(5,2) NULL,
        ADD CONSTRAINT treinamento_valor CHECK (valor >= 0),
        ADD CONSTRAINT treinamento_percentual_comissao CHECK (percentual_comissao BETWEEN 0 AND 100)`);
    await db.query('ALTER TABLE turma ADD COLUMN valor numeric(12,2) NULL, ADD CONSTRAINT turma_valor CHECK (valor >= 0)');
    await db.query(`
      ALTER TABLE inscricao
        ADD COLUMN parcelas smallint NOT NULL DEFAULT 1,
        ADD COLUMN desconto numeric(12,2) NULL,
        ADD COLUMN primeiro_vencimento date NULL,
        ADD CONSTRAINT inscricao_parcelas CHECK (parcelas BETWEEN 1 AND 12),
        ADD CONSTRAINT inscricao_desconto CHECK (desconto >= 0)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE inscricao DROP CONSTRAINT inscricao_desconto, DROP CONSTRAINT inscricao_parcelas,
        DROP COLUMN primeiro_vencimento, DROP COLUMN desconto, DROP COLUMN parcelas`);
    await db.query('ALTER TABLE turma DROP CONSTRAINT turma_valor, DROP COLUMN valor');
    await db.query(`
      ALTER TABLE treinamento DROP CONSTRAINT treinamento_percentual_comissao, DROP CONSTRAINT treinamento_valor,
        DROP COLUMN percentual_comissao, DROP COLUMN valor`);
  }
}
