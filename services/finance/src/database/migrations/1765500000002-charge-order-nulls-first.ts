import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The charges list's default order as the paging protocol writes it: ascending NULLS FIRST. An index
 * in the default NULLS LAST order cannot serve it, so the first page sorted every charge.
 */
export class ChargeOrderNullsFirst1765500000002 implements MigrationInterface {
  name = 'ChargeOrderNullsFirst1765500000002';

  async up(db: QueryRunner): Promise<void> {
    await db.query('DROP INDEX IF EXISTS cobranca_ordem_idx');
    await db.query(
      `CREATE INDEX cobranca_ordem_idx ON cobranca ((situacao <> 'Aberta') NULLS FIRST, vencimento NULLS FIRST, id NULLS FIRST)`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP INDEX IF EXISTS cobranca_ordem_idx');
    await db.query(`CREATE INDEX cobranca_ordem_idx ON cobranca ((situacao <> 'Aberta'), vencimento, id)`);
  }
}
