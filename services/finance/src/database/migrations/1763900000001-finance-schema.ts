import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Finance's projection of academic's enrolments: the last applied sequence of every
 * enrolment (also of those without commission, so a late older event cannot bring a
 * removed row back) and one commission row per enrolment with gera_comissao.
 */
export class FinanceSchema1763900000001 implements MigrationInterface {
  name = 'FinanceSchema1763900000001';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE matricula_estado (
        id_matricula int PRIMARY KEY,
        sequence int NOT NULL,
        gera_comissao boolean NOT NULL,
        atualizado_em timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`
      CREATE TABLE comissao (
        id_matricula int PRIMARY KEY,
        id_turma int NOT NULL,
        id_treinamento int NOT NULL,
        nome_treinamento varchar(200) NOT NULL,
        data_inicio date NOT NULL,
        data_fim date NOT NULL,
        id_aluno int NOT NULL,
        nome_aluno varchar(200) NOT NULL,
        data_hora_inscricao timestamptz NOT NULL,
        id_status_inscricao int NOT NULL,
        status_inscricao varchar(100) NOT NULL,
        data_hora_cancelamento timestamptz NULL,
        data_hora_pagamento timestamptz NULL,
        valor_pago numeric(12, 2) NULL,
        id_usuario_venda int NULL
      )`);
    // The default order (enrolment time, newest first) and the Vendas filter.
    await db.query('CREATE INDEX comissao_inscricao_idx ON comissao (data_hora_inscricao DESC, id_matricula DESC)');
    await db.query('CREATE INDEX comissao_venda_idx ON comissao (id_usuario_venda, data_hora_inscricao DESC)');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE comissao');
    await db.query('DROP TABLE matricula_estado');
  }
}
