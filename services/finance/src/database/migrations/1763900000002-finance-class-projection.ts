import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Finance's projection of academic's classes and training names, kept from academic's
 * class and training events (revision-guarded), so a class's new dates or training, or
 * a renamed training, reach the commission rows of its enrolments; and the indexes
 * those rewrites go through.
 */
export class FinanceClassProjection1763900000002 implements MigrationInterface {
  name = 'FinanceClassProjection1763900000002';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE turma_projecao (
        id_turma int PRIMARY KEY,
        revision int NOT NULL,
        id_treinamento int NULL,
        nome_treinamento varchar(200) NULL,
        data_inicio date NULL,
        data_fim date NULL,
        excluida boolean NOT NULL DEFAULT false,
        atualizado_em timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`
      CREATE TABLE treinamento_projecao (
        id_treinamento int PRIMARY KEY,
        revision int NOT NULL,
        nome_treinamento varchar(200) NULL,
        excluido boolean NOT NULL DEFAULT false,
        atualizado_em timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query('CREATE INDEX comissao_turma_idx ON comissao (id_turma)');
    await db.query('CREATE INDEX comissao_treinamento_idx ON comissao (id_treinamento)');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP INDEX comissao_treinamento_idx');
    await db.query('DROP INDEX comissao_turma_idx');
    await db.query('DROP TABLE treinamento_projecao');
    await db.query('DROP TABLE turma_projecao');
  }
}
