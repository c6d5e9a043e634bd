import { listVersionDownSql, listVersionUpSql } from '@treina/nest-platform';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 19, ten times the data: the version of the activities (versao_lista 'atividades',
 * list-version.ts), moved by any change of an activity row, so the Atividades list keeps the
 * total of a search while it holds (ActivityListQuery's ListCountCache). Only the activity's
 * own table: the kept totals are of searches over its own columns (the names a term matches
 * are looked up first and their ids are part of the key).
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
