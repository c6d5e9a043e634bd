import { foldSql } from '@treina/nest-platform';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The classes list's `q`: the description is stored already folded, so a search reads it with a
 * plain LIKE; the other searched names (training, instructor, period, status) are matched in
 * their own small tables first, instead of folding five joined columns of every class.
 */
export class ClassFoldedDescription1763800000004 implements MigrationInterface {
  name = 'ClassFoldedDescription1763800000004';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE turma ADD COLUMN desc_busca text GENERATED ALWAYS AS (${foldSql(`coalesce(desc_turma, '')`)}) STORED`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE turma DROP COLUMN desc_busca');
  }
}
