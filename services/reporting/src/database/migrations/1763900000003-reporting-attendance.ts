import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Attendance facts (each session's newest recorded revision and its marks), what reporting keeps of a class and a training beyond the
 * class projection (the class's status and description, the training's frequencia_minima), and the student's name on their lead facts.
 */
export class ReportingAttendance1763900000003 implements MigrationInterface {
  name = 'ReportingAttendance1763900000003';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE aula_fato (
        id_aula int PRIMARY KEY,
        revision int NOT NULL,
        id_turma int NOT NULL,
        id_treinamento int NOT NULL,
        data date NOT NULL,
        horas numeric(6, 2) NOT NULL
      )`);
    await db.query('CREATE INDEX aula_fato_data_idx ON aula_fato (data)');
    await db.query('CREATE INDEX aula_fato_turma_idx ON aula_fato (id_turma)');
    await db.query(`
      CREATE TABLE presenca_fato (
        id_aula int NOT NULL,
        id_aluno int NOT NULL,
        presenca char(1) NOT NULL,
        PRIMARY KEY (id_aula, id_aluno)
      )`);
    await db.query('CREATE INDEX presenca_fato_aluno_idx ON presenca_fato (id_aluno)');
    await db.query(`
      CREATE TABLE turma_detalhe (
        id_turma int PRIMARY KEY,
        revision int NOT NULL,
        id_status_turma int NOT NULL,
        desc_turma text NULL
      )`);
    await db.query(`
      CREATE TABLE treinamento_detalhe (
        id_treinamento int PRIMARY KEY,
        revision int NOT NULL,
        frequencia_minima int NOT NULL
      )`);
    await db.query('ALTER TABLE aluno_fato ADD COLUMN nome_aluno varchar(200) NULL');
    await db.query('ALTER TABLE aluno_fato ADD COLUMN anonimizado boolean NOT NULL DEFAULT false');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE aluno_fato DROP COLUMN anonimizado');
    await db.query('ALTER TABLE aluno_fato DROP COLUMN nome_aluno');
    await db.query('DROP TABLE treinamento_detalhe');
    await db.query('DROP TABLE turma_detalhe');
    await db.query('DROP TABLE presenca_fato');
    await db.query('DROP TABLE aula_fato');
  }
}
