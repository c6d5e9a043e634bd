import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Tables of the transactional outbox and the idempotent inbox. */
export class CreateMessagingTables1763700000000 implements MigrationInterface {
  name = 'CreateMessagingTables1763700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "outbox_message" (
        "id" BIGSERIAL NOT NULL,
        "message_id" uuid NOT NULL,
        "type" character varying(200) NOT NULL,
        "envelope" jsonb NOT NULL,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "published_at" TIMESTAMP WITH TIME ZONE,
        "attempts" integer NOT NULL DEFAULT 0,
        "last_error" text,
        CONSTRAINT "pk_outbox_message" PRIMARY KEY ("id")
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_outbox_message_message_id" ON "outbox_message" ("message_id")`);
    await queryRunner.query(`CREATE INDEX "ix_outbox_message_pending" ON "outbox_message" ("id") WHERE published_at IS NULL`);
    await queryRunner.query(`
      CREATE TABLE "inbox_message" (
        "consumer" character varying(200) NOT NULL,
        "message_id" uuid NOT NULL,
        "type" character varying(200) NOT NULL,
        "received_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "pk_inbox_message" PRIMARY KEY ("consumer", "message_id")
      )`);
    await queryRunner.query(`CREATE INDEX "ix_inbox_message_received_at" ON "inbox_message" ("received_at")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "inbox_message"`);
    await queryRunner.query(`DROP TABLE "outbox_message"`);
  }
}
