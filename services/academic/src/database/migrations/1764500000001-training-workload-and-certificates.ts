import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A training's carga horária (hours, 1..10000, or none), and the
 * certificates issued, one per enrolment: its verification code (looked up by the public
 * check) and the time of its first issue, which every later download repeats.
 */
export class TrainingWorkloadAndCertificates1764500000001 implements MigrationInterface {
  name = 'TrainingWorkloadAndCertificates1764500000001';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE treinamento
        ADD COLUMN carga_horaria int NULL,
        ADD CONSTRAINT treinamento_carga_horaria CHECK (carga_horaria BETWEEN 1 AND 10000)`);
    await db.query(`
      CREATE TABLE certificado (
        id_inscricao int PRIMARY KEY REFERENCES inscricao(id) ON DELETE CASCADE,
        codigo varchar(20) NOT NULL,
        emitido_em timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT certificado_codigo_key UNIQUE (codigo)
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE certificado');
    await db.query('ALTER TABLE treinamento DROP COLUMN carga_horaria');
  }
}
