import { rowCounterDownSql, rowCounterUpSql } from '@treina/nest-platform';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The Comissões list's total when nothing narrows it, kept by triggers (countedRows) instead of counted on every page. */
export class CommissionRowCounts1764800000003 implements MigrationInterface {
  name = 'CommissionRowCounts1764800000003';

  async up(db: QueryRunner): Promise<void> {
    for (const sql of rowCounterUpSql({ table: 'comissao' })) await db.query(sql);
  }

  async down(db: QueryRunner): Promise<void> {
    for (const sql of rowCounterDownSql('comissao')) await db.query(sql);
  }
}
