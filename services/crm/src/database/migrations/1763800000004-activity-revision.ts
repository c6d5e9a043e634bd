import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * CRM publishes its activities (crm.activity.*.v1): each event carries the activity's
 * revision, 1 on creation and one more per change, so a consumer never lets a late or
 * repeated event undo a newer one. Existing activities start at 1.
 */
export class CrmActivityRevision1763800000004 implements MigrationInterface {
  name = 'CrmActivityRevision1763800000004';

  async up(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE atividade ADD COLUMN revisao int NOT NULL DEFAULT 1');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE atividade DROP COLUMN revisao');
  }
}
