import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The charges list's default order as the paging protocol writes it, ascending NULLS FIRST: an index in
 * the default NULLS LAST order cannot serve it, so the first page sorted every charge. The Painel's sums
 * (open, overdue, received this month) read their amounts from the indexes alone.
 */
export class ChargeListIndexes1765500000002 implements MigrationInterface {
  name = 'ChargeListIndexes1765500000002';

  async up(db: QueryRunner): Promise<void> {
    await db.query('DROP INDEX IF EXISTS cobranca_ordem_idx');
    await db.query(
      `CREATE INDEX cobranca_ordem_idx ON cobranca ((situacao <> 'Aberta') NULLS FIRST, vencimento NULLS FIRST, id NULLS FIRST)`,
    );
    await db.query('DROP INDEX IF EXISTS cobranca_abertas_idx');
    await db.query(`CREATE INDEX cobranca_abertas_idx ON cobranca (vencimento) INCLUDE (valor, valor_recebido) WHERE situacao = 'Aberta'`);
    await db.query('CREATE INDEX pagamento_pago_em_idx ON pagamento (pago_em) INCLUDE (valor)');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP INDEX IF EXISTS pagamento_pago_em_idx');
    await db.query('DROP INDEX IF EXISTS cobranca_abertas_idx');
    await db.query(`CREATE INDEX cobranca_abertas_idx ON cobranca (vencimento) WHERE situacao = 'Aberta'`);
    await db.query('DROP INDEX IF EXISTS cobranca_ordem_idx');
    await db.query(`CREATE INDEX cobranca_ordem_idx ON cobranca ((situacao <> 'Aberta'), vencimento, id)`);
  }
}
