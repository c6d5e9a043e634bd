import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Attendance: one mark per student and session (presenca), the session's attendance revision for its
 * event and its QR check-in secret, each user's calendar feed (only its token's hash), the agenda's index by day, and the attendance a training requires for the certificate (frequencia_minima, percent).
 */
export class Attendance1765300000002 implements MigrationInterface {
  name = 'Attendance1765300000002';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE treinamento
        ADD COLUMN frequencia_minima smallint NOT NULL DEFAULT 75,
        ADD CONSTRAINT treinamento_frequencia_minima CHECK (frequencia_minima BETWEEN 0 AND 100)`);
    await db.query('ALTER TABLE aula ADD COLUMN revisao_presenca int NOT NULL DEFAULT 0, ADD COLUMN segredo_checkin bytea NULL');
    // The agenda reads every class's sessions between two days.
    await db.query('CREATE INDEX aula_data_idx ON aula (data, inicio)');
    await db.query(`
      CREATE TABLE presenca (
        id_aula int NOT NULL REFERENCES aula(id) ON DELETE CASCADE,
        id_aluno int NOT NULL REFERENCES aluno(id) ON DELETE CASCADE,
        presenca char(1) NOT NULL,
        registrado_em timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (id_aula, id_aluno),
        CONSTRAINT presenca_valor CHECK (presenca IN ('P', 'A', 'J', 'T'))
      )`);
    await db.query('CREATE INDEX presenca_aluno_idx ON presenca (id_aluno)');
    await db.query(`
      CREATE TABLE feed_agenda (
        id_usuario int PRIMARY KEY,
        id_aluno int NULL REFERENCES aluno(id) ON DELETE CASCADE,
        token_hash bytea NOT NULL UNIQUE,
        criado_em timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE feed_agenda');
    await db.query('DROP TABLE presenca');
    await db.query('DROP INDEX aula_data_idx');
    await db.query('ALTER TABLE aula DROP COLUMN revisao_presenca, DROP COLUMN segredo_checkin');
    await db.query('ALTER TABLE treinamento DROP COLUMN frequencia_minima');
  }
}
