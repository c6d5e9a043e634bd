import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Reporting's projection of academic's classes and training names, kept from academic's
 * class and training events (revision-guarded), so a class moved to another training,
 * or a renamed training, reaches the enrolment facts of its classes; and the indexes
 * those rewrites go through.
 */
export class ReportingClassProjection1763900000002 implements MigrationInterface {
  name = 'ReportingClassProjection1763900000002';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE turma_projecao (
        id_turma int PRIMARY KEY,
        revision int NOT NULL,
        id_treinamento int NULL,
        nome_treinamento varchar(200) NULL,
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
    await db.query('CREATE INDEX matricula_fato_turma_idx ON matricula_fato (id_turma)');
    await db.query('CREATE INDEX matricula_fato_treinamento_idx ON matricula_fato (id_treinamento)');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP INDEX matricula_fato_treinamento_idx');
    await db.query('DROP INDEX matricula_fato_turma_idx');
    await db.query('DROP TABLE treinamento_projecao');
    await db.query('DROP TABLE turma_projecao');
  }
}
