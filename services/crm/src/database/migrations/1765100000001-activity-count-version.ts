import { listVersionDownSql, listVersionUpSql } from '@treina/nest-platform';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The version of the activities (versao_lista 'atividades'), moved by any change of an activity
 * row, so the list keeps a search's total while it holds (ActivityRepository's ListCountCache).
 * Only the activity's own table: a name a term matches is looked up first, its ids in the key.
 */
export class ActivityCountVersion1765100000001 implements MigrationInterface {
  name = 'ActivityCountVersion1765100000001';

  async up(db: QueryRunner): Promise<void> {
    for (const sql of listVersionUpSql('atividades', [{ table: 'atividade' }])) await db.query(sql);
  }

  async down(db: QueryRunner): Promise<void> {
    for (const sql of listVersionDownSql('atividades', ['atividade'])) await db.query(sql);
  }
}
