import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Reporting's facts: every enrolment in its latest applied state (by academic's per-enrolment sequence) and every student's lead facts.
 * Figures are computed from them when asked, so applying an event is an idempotent upsert, never an increment: replicas, redeliveries and
 * replays cannot count anything twice.
 */
export class ReportingSchema1763900000001 implements MigrationInterface {
  name = 'ReportingSchema1763900000001';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE matricula_fato (
        id_matricula int PRIMARY KEY,
        sequence int NOT NULL,
        id_turma int NOT NULL,
        id_treinamento int NOT NULL,
        nome_treinamento varchar(200) NOT NULL,
        id_aluno int NOT NULL,
        id_status_inscricao int NOT NULL,
        nome_status_inscricao varchar(100) NOT NULL,
        valor_pago numeric(12, 2) NULL,
        data_hora_inclusao timestamptz NOT NULL,
        data_hora_pagamento timestamptz NULL,
        data_hora_cancelamento timestamptz NULL,
        id_turma_origem int NULL,
        id_usuario_venda int NULL
      )`);
    await db.query('CREATE INDEX matricula_fato_inclusao_idx ON matricula_fato (data_hora_inclusao)');
    await db.query('CREATE INDEX matricula_fato_pagamento_idx ON matricula_fato (data_hora_pagamento) WHERE id_status_inscricao IN (3, 8)');
    await db.query(
      'CREATE INDEX matricula_fato_cancelamento_idx ON matricula_fato (data_hora_cancelamento) WHERE id_status_inscricao IN (4, 5)',
    );
    // The transfer's origin: the same student's status-6 entry in the origin class.
    await db.query('CREATE INDEX matricula_fato_aluno_turma_idx ON matricula_fato (id_aluno, id_turma)');
    await db.query(`
      CREATE TABLE aluno_fato (
        id_aluno int PRIMARY KEY,
        revision int NOT NULL,
        data_criacao timestamptz NULL,
        is_student boolean NOT NULL,
        foi_interessado boolean NOT NULL,
        excluido boolean NOT NULL DEFAULT false
      )`);
    await db.query('CREATE INDEX aluno_fato_criacao_idx ON aluno_fato (data_criacao) WHERE foi_interessado AND NOT excluido');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE aluno_fato');
    await db.query('DROP TABLE matricula_fato');
  }
}
