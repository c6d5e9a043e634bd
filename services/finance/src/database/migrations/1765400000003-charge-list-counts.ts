import { listVersionDownSql, listVersionUpSql, rowCounterDownSql, rowCounterUpSql } from '@treina/nest-platform';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The Cobranças list's totals: the whole list's kept by triggers (countedRows), and the charges'
 * version (versao_lista 'cobrancas'), moved by any change of a charge, so a filtered list keeps
 * its total while it holds (ChargeRepository's ListCountCache).
 */
export class ChargeListCounts1765400000003 implements MigrationInterface {
  name = 'ChargeListCounts1765400000003';

  async up(db: QueryRunner): Promise<void> {
    for (const sql of rowCounterUpSql({ table: 'cobranca' })) await db.query(sql);
    for (const sql of listVersionUpSql('cobrancas', [{ table: 'cobranca' }])) await db.query(sql);
  }

  async down(db: QueryRunner): Promise<void> {
    for (const sql of listVersionDownSql('cobrancas', ['cobranca'])) await db.query(sql);
    for (const sql of rowCounterDownSql('cobranca')) await db.query(sql);
  }
}
