import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A class's sessions (aula), the weekdays it meets (dias_semana, ISO 1 = Monday … 7 = Sunday) and
 * the academic settings holding each period's default session times.
 */
export class ClassSessions1765300000001 implements MigrationInterface {
  name = 'ClassSessions1765300000001';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE turma
        ADD COLUMN dias_semana smallint[] NOT NULL DEFAULT '{1,2,3,4,5}',
        ADD CONSTRAINT turma_dias_semana CHECK (cardinality(dias_semana) BETWEEN 1 AND 7 AND dias_semana <@ '{1,2,3,4,5,6,7}'::smallint[])`);
    await db.query(`
      CREATE TABLE aula (
        id serial PRIMARY KEY,
        id_turma int NOT NULL REFERENCES turma(id) ON DELETE CASCADE,
        data date NOT NULL,
        inicio time NOT NULL,
        fim time NOT NULL,
        id_instrutor int NULL,
        status varchar(20) NOT NULL DEFAULT 'Prevista',
        presencas_registradas boolean NOT NULL DEFAULT false,
        conflito boolean NOT NULL DEFAULT false,
        id_turma_conflito int NULL REFERENCES turma(id) ON DELETE SET NULL,
        CONSTRAINT aula_horario CHECK (fim > inicio),
        CONSTRAINT aula_status CHECK (status IN ('Prevista', 'Realizada', 'Cancelada'))
      )`);
    await db.query('CREATE INDEX aula_turma_idx ON aula (id_turma, data, inicio)');
    await db.query('CREATE INDEX aula_instrutor_idx ON aula (id_instrutor, data) WHERE id_instrutor IS NOT NULL');
    await db.query(`
      CREATE TABLE horario_periodo (
        id_periodo_turma int PRIMARY KEY REFERENCES periodo_turma(id_periodo_turma),
        inicio time NOT NULL,
        fim time NOT NULL,
        CONSTRAINT horario_periodo_horario CHECK (fim > inicio)
      )`);
    await db.query(`INSERT INTO horario_periodo (id_periodo_turma, inicio, fim) VALUES (1, '19:00', '22:00'), (2, '08:00', '12:00')`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE horario_periodo');
    await db.query('DROP TABLE aula');
    await db.query('ALTER TABLE turma DROP COLUMN dias_semana');
  }
}
