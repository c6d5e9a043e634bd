import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The audit trail is append-only: a trigger refuses every UPDATE and DELETE of `audit_entry` unless the transaction opened the one door
 * there is, `treina.audit_rewrite` set locally (rewriteAuditTrail, the anonymisation of a data subject). TRUNCATE is left to the database
 * owner (tests and resets), which no API reaches.
 */
export class ImmutableAuditEntries1764300000001 implements MigrationInterface {
  name = 'ImmutableAuditEntries1764300000001';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE FUNCTION audit_entry_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF coalesce(current_setting('treina.audit_rewrite', true), '') = 'on' THEN
          RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
        END IF;
        RAISE EXCEPTION 'audit_entry is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
      END
      $$`);
    await db.query(`
      CREATE TRIGGER audit_entry_immutable BEFORE UPDATE OR DELETE ON audit_entry
        FOR EACH ROW EXECUTE FUNCTION audit_entry_immutable()`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TRIGGER audit_entry_immutable ON audit_entry');
    await db.query('DROP FUNCTION audit_entry_immutable()');
  }
}
