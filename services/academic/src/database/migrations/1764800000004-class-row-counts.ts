import { rowCounterDownSql, rowCounterUpSql } from '@treina/nest-platform';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The Turmas list's total when nothing narrows it, kept by triggers (countedRows) instead of
 * counting every class through its joins on every page.
 */
export class ClassRowCounts1764800000004 implements MigrationInterface {
  name = 'ClassRowCounts1764800000004';

  async up(db: QueryRunner): Promise<void> {
    for (const sql of rowCounterUpSql({ table: 'turma' })) await db.query(sql);
  }

  async down(db: QueryRunner): Promise<void> {
    for (const sql of rowCounterDownSql('turma')) await db.query(sql);
  }
}
