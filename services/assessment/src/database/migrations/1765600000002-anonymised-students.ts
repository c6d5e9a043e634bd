import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The students academic anonymised on request: their enrolments and attempts show the anonymous name whatever
 * enrolment event arrives later. Not a projection table: a replay (reset-projections) keeps it.
 */
export class AnonymisedStudents1765600000002 implements MigrationInterface {
  name = 'AnonymisedStudents1765600000002';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE aluno_anonimizado (
        id_aluno int CONSTRAINT aluno_anonimizado_pkey PRIMARY KEY,
        nome_aluno varchar(200) NOT NULL,
        anonimizado_em timestamptz NOT NULL
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE aluno_anonimizado');
  }
}
