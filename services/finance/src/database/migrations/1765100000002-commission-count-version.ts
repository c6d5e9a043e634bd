import { listVersionDownSql, listVersionUpSql } from '@treina/nest-platform';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 19, ten times the data: the version of the commission rows (versao_lista 'comissoes',
 * list-version.ts), moved by any change of a row, so the Comissões list keeps the total of a
 * search while it holds (CommissionService's ListCountCache). Every column the list searches and
 * filters is the row's own.
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
