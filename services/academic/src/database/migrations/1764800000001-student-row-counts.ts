import { rowCounterDownSql, rowCounterUpSql } from '@treina/nest-platform';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 19, ten times the data: the Alunos and Interessados lists' totals, kept by triggers
 * (countedRows) instead of counted on every page (750,000 students: ~190 ms at BENCH_SCALE=10).
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
