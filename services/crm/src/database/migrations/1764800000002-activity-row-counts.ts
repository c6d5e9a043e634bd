import { rowCounterDownSql, rowCounterUpSql } from '@treina/nest-platform';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The Atividades list's total when nothing narrows it, kept by triggers (countedRows) instead of counted on every page. */
export class ActivityRowCounts1764800000002 implements MigrationInterface {
  name = 'ActivityRowCounts1764800000002';

  async up(db: QueryRunner): Promise<void> {
    for (const sql of rowCounterUpSql({ table: 'atividade' })) await db.query(sql);
  }

  async down(db: QueryRunner): Promise<void> {
    for (const sql of rowCounterDownSql('atividade')) await db.query(sql);
  }
}
