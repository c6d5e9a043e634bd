import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Room on each outbox page for its rows' next versions: the relay updates every row twice, and
 * with room both updates stay on the page (docs/decisions/0016-messaging-tuning.md). Nothing
 * is rewritten; the lock taken does not block reads or writes.
 */
export class OutboxFillfactor1765200000000 implements MigrationInterface {
  name = 'OutboxFillfactor1765200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "outbox_message" SET (fillfactor = 50)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "outbox_message" RESET (fillfactor)`);
  }
}
