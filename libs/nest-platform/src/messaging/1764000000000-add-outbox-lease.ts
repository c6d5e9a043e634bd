import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The relay's lease on outbox rows: it claims a batch in a short transaction and
 * publishes with no transaction open, so the claim must outlive the transaction.
 * Both columns are nullable without a default, so adding them rewrites nothing.
 */
export class AddOutboxLease1764000000000 implements MigrationInterface {
  name = 'AddOutboxLease1764000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "outbox_message" ADD "claimed_by" character varying(200)`);
    await queryRunner.query(`ALTER TABLE "outbox_message" ADD "claimed_until" TIMESTAMP WITH TIME ZONE`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "outbox_message" DROP COLUMN "claimed_until"`);
    await queryRunner.query(`ALTER TABLE "outbox_message" DROP COLUMN "claimed_by"`);
  }
}
