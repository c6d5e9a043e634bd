import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Every service's audit trail (audit-entry.entity.ts). */
export class CreateAuditEntries1764100000000 implements MigrationInterface {
  name = 'CreateAuditEntries1764100000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE audit_entry (
        id bigserial CONSTRAINT audit_entry_pkey PRIMARY KEY,
        em timestamptz NOT NULL DEFAULT now(),
        id_usuario int NULL,
        nome_usuario varchar(200) NULL,
        entidade varchar(40) NOT NULL,
        id_entidade int NOT NULL,
        acao varchar(30) NOT NULL CONSTRAINT audit_entry_acao_check
          CHECK (acao IN ('create', 'update', 'delete', 'login', 'login_failed', 'logout', 'password_reset_requested', 'password_reset')),
        alteracoes jsonb NOT NULL DEFAULT '[]'
      )`);
    await db.query('CREATE INDEX audit_entry_entidade_idx ON audit_entry (entidade, id_entidade, id)');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE audit_entry');
  }
}
