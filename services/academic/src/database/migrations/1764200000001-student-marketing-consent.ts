import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The student's marketing-contact consent (LGPD): the answer, when it last
 * changed (set by the server) and how it was given.
 */
export class StudentMarketingConsent1764200000001 implements MigrationInterface {
  name = 'StudentMarketingConsent1764200000001';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE aluno
        ADD COLUMN consentimento_marketing boolean NOT NULL DEFAULT false,
        ADD COLUMN consentimento_marketing_em timestamptz,
        ADD COLUMN consentimento_marketing_como varchar(20),
        ADD CONSTRAINT aluno_consentimento_como_check
          CHECK (consentimento_marketing_como IN ('Formulário', 'E-mail', 'Telefone', 'Presencial', 'Outro'))`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE aluno
        DROP CONSTRAINT aluno_consentimento_como_check,
        DROP COLUMN consentimento_marketing_como,
        DROP COLUMN consentimento_marketing_em,
        DROP COLUMN consentimento_marketing`);
  }
}
