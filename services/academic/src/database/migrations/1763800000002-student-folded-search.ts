import { foldSql } from '@treina/nest-platform';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Indexes that fit the lists' sort order, and the students' search text stored already folded (no case,
 * accents, spaces, hyphens or parentheses), fields joined by '|', so a search re-checks a plain LIKE
 * instead of folding every candidate row again (docs/decisions/0008-list-speed.md).
 */
export class StudentFoldedSearch1763800000002 implements MigrationInterface {
  name = 'StudentFoldedSearch1763800000002';

  async up(db: QueryRunner): Promise<void> {
    await db.query('DROP INDEX IF EXISTS aluno_busca_trgm_idx');
    await db.query('ALTER TABLE aluno DROP COLUMN busca');
    const joined = `nome_aluno || '|' || coalesce(email, '') || '|' || coalesce(telefone, '') || '|' || coalesce(cpf, '')`;
    await db.query(`ALTER TABLE aluno ADD COLUMN busca text GENERATED ALWAYS AS (${foldSql(`(${joined})`)}) STORED`);
    await db.query('CREATE INDEX aluno_busca_trgm_idx ON aluno USING gin (busca gin_trgm_ops)');
    // The lists sort descending with NULLS LAST (applyListQuery): the indexes must say the same to be used.
    await db.query('DROP INDEX IF EXISTS aluno_lista_idx');
    await db.query('CREATE INDEX aluno_lista_idx ON aluno (is_student, data_criacao DESC NULLS LAST, id DESC NULLS LAST)');
    await db.query('CREATE INDEX aluno_criacao_idx ON aluno (data_criacao DESC NULLS LAST, id DESC NULLS LAST)');
    await db.query('DROP INDEX IF EXISTS turma_inicio_idx');
    await db.query('CREATE INDEX turma_inicio_idx ON turma (data_inicio DESC NULLS LAST, id DESC NULLS LAST)');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP INDEX IF EXISTS aluno_criacao_idx');
    await db.query('DROP INDEX IF EXISTS aluno_busca_trgm_idx');
    await db.query('ALTER TABLE aluno DROP COLUMN busca');
    await db.query(`ALTER TABLE aluno ADD COLUMN busca text GENERATED ALWAYS AS (
      nome_aluno || ' ' || coalesce(email, '') || ' ' || coalesce(telefone, '') || ' ' || coalesce(cpf, '')) STORED`);
  }
}
