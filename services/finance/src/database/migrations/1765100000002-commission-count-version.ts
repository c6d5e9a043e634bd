import { listVersionDownSql, listVersionUpSql } from '@treina/nest-platform';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The version of the commission rows (versao_lista 'comissoes'), moved by any change of a row, so the
 * Comissões list keeps a search's total while it holds (CommissionRepository's ListCountCache).
 */
export class CommissionCountVersion1765100000002 implements MigrationInterface {
  name = 'CommissionCountVersion1765100000002';

  async up(db: QueryRunner): Promise<void> {
    for (const sql of listVersionUpSql('comissoes', [{ table: 'comissao' }])) await db.query(sql);
  }

  async down(db: QueryRunner): Promise<void> {
    for (const sql of listVersionDownSql('comissoes', ['comissao'])) await db.query(sql);
  }
}
