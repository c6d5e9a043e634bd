import { rowCounterDownSql, rowCounterUpSql } from '@treina/nest-platform';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The Alunos and Interessados lists' totals, kept by triggers (countedRows) instead of counted
 * on every page (docs/decisions/0008-list-speed.md).
 */
export class StudentRowCounts1764800000001 implements MigrationInterface {
  name = 'StudentRowCounts1764800000001';

  async up(db: QueryRunner): Promise<void> {
    for (const sql of rowCounterUpSql({ table: 'aluno', group: 'is_student' })) await db.query(sql);
  }

  async down(db: QueryRunner): Promise<void> {
    for (const sql of rowCounterDownSql('aluno')) await db.query(sql);
  }
}
