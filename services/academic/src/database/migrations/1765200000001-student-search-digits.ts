import { foldSql } from '@treina/nest-platform';
import type { MigrationInterface, QueryRunner } from 'typeorm';

const SHOWN = `nome_aluno || '|' || coalesce(email, '') || '|' || coalesce(telefone, '') || '|' || coalesce(cpf, '')`;
/** The phone and the CPF as bare digits: '52998224725' finds the CPF shown as 529.982.247-25. */
const DIGITS = `regexp_replace(coalesce(telefone, ''), '[^0-9]', '', 'g') || '|' || regexp_replace(coalesce(cpf, ''), '[^0-9]', '', 'g')`;

/**
 * The students' stored search text also holds the phone and the CPF without punctuation, so a
 * number typed as the user has it on paper matches through the same trigram index (no new
 * index, no per-row work at query time). Written out here: a migration stays what it was.
 */
export class StudentSearchDigits1765200000001 implements MigrationInterface {
  name = 'StudentSearchDigits1765200000001';

  async up(db: QueryRunner): Promise<void> {
    await this.redefine(db, `${foldSql(`(${SHOWN})`)} || '|' || ${DIGITS}`);
  }

  async down(db: QueryRunner): Promise<void> {
    await this.redefine(db, foldSql(`(${SHOWN})`));
  }

  private async redefine(db: QueryRunner, expression: string): Promise<void> {
    await db.query('DROP INDEX IF EXISTS aluno_busca_trgm_idx');
    await db.query('ALTER TABLE aluno DROP COLUMN busca');
    await db.query(`ALTER TABLE aluno ADD COLUMN busca text GENERATED ALWAYS AS (${expression}) STORED`);
    await db.query('CREATE INDEX aluno_busca_trgm_idx ON aluno USING gin (busca gin_trgm_ops)');
  }
}
