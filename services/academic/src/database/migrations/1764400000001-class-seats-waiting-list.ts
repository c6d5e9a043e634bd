import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A class's `vagas` (1..10000, null = no limit) and
 * the enrolment status 9 'Lista de Espera' (takes no seat; seated as 1 when one frees).
 */
export class ClassSeatsWaitingList1764400000001 implements MigrationInterface {
  name = 'ClassSeatsWaitingList1764400000001';

  async up(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE turma ADD COLUMN vagas int');
    await db.query('ALTER TABLE turma ADD CONSTRAINT turma_vagas CHECK (vagas IS NULL OR vagas BETWEEN 1 AND 10000)');
    await db.query(
      `INSERT INTO status_inscricao (id_status_inscricao, nome_status_inscricao) VALUES (9, 'Lista de Espera')
       ON CONFLICT (id_status_inscricao) DO NOTHING`,
    );
    // The waiting list of a class, oldest first: read under the class's lock on every save that frees a seat.
    await db.query('CREATE INDEX inscricao_espera_idx ON inscricao (id_turma, data_hora_inclusao, id) WHERE id_status_inscricao = 9');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP INDEX IF EXISTS inscricao_espera_idx');
    await db.query('UPDATE inscricao SET id_status_inscricao = 4, data_hora_cancelamento = now() WHERE id_status_inscricao = 9');
    await db.query('DELETE FROM status_inscricao WHERE id_status_inscricao = 9');
    await db.query('ALTER TABLE turma DROP CONSTRAINT turma_vagas');
    await db.query('ALTER TABLE turma DROP COLUMN vagas');
  }
}
