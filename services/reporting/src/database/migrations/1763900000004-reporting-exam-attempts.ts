import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Practice-exam attempt facts: one row per completed attempt, read by the Painel's pass rates by training. */
export class ReportingExamAttempts1763900000004 implements MigrationInterface {
  name = 'ReportingExamAttempts1763900000004';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE tentativa_fato (
        id_tentativa int PRIMARY KEY,
        id_simulado int NOT NULL,
        id_treinamento int NOT NULL,
        nome_treinamento varchar(200) NOT NULL,
        id_aluno int NOT NULL,
        id_turma int NULL,
        nota numeric(5, 2) NOT NULL,
        acertos int NOT NULL,
        total int NOT NULL,
        aprovado boolean NOT NULL,
        finalizada_em timestamptz NOT NULL
      )`);
    await db.query('CREATE INDEX tentativa_fato_finalizada_idx ON tentativa_fato (finalizada_em)');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE tentativa_fato');
  }
}
