import { foldSql } from '@treina/nest-platform';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Charges (cobranca), their payments (pagamento), each enrolment's billing state and the school's
 * PIX settings. Unlike the commission rows these are finance's own records, not a projection: a
 * replay never empties them. Money is numeric(12,2); 'Vencida' is computed when read.
 */
export class Charges1765400000002 implements MigrationInterface {
  name = 'Charges1765400000002';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE TABLE cobranca (
      id serial PRIMARY KEY,
      id_matricula int NOT NULL,
      id_turma int NOT NULL,
      nome_treinamento text NOT NULL,
      id_aluno int NOT NULL,
      nome_aluno text NOT NULL,
      parcela smallint NOT NULL CHECK (parcela BETWEEN 1 AND 12),
      parcelas smallint NOT NULL CHECK (parcelas BETWEEN 1 AND 12),
      valor numeric(12,2) NOT NULL CHECK (valor > 0),
      valor_recebido numeric(12,2) NOT NULL DEFAULT 0,
      vencimento date NOT NULL,
      situacao text NOT NULL DEFAULT 'Aberta' CHECK (situacao IN ('Aberta', 'Paga', 'Cancelada')),
      pago_em timestamptz,
      forma_pagamento text,
      divergente boolean NOT NULL DEFAULT false,
      estornado_em timestamptz,
      criada_em timestamptz NOT NULL DEFAULT now(),
      txid text GENERATED ALWAYS AS ('TREINA' || lpad(id::text, 10, '0')) STORED,
      busca text GENERATED ALWAYS AS (${foldSql(`(nome_treinamento || '|' || nome_aluno)`)}) STORED
    )`);
    await db.query('CREATE UNIQUE INDEX cobranca_txid_idx ON cobranca (txid)');
    await db.query('CREATE INDEX cobranca_matricula_idx ON cobranca (id_matricula)');
    await db.query('CREATE INDEX cobranca_aluno_idx ON cobranca (id_aluno, vencimento)');
    await db.query('CREATE INDEX cobranca_turma_idx ON cobranca (id_turma, vencimento)');
    // The list's default order (overdue and open first, by due day) and the open ones by due day.
    await db.query(`CREATE INDEX cobranca_ordem_idx ON cobranca ((situacao <> 'Aberta'), vencimento, id)`);
    await db.query(`CREATE INDEX cobranca_abertas_idx ON cobranca (vencimento) WHERE situacao = 'Aberta'`);
    await db.query('CREATE INDEX cobranca_pago_em_idx ON cobranca (pago_em) WHERE pago_em IS NOT NULL');
    await db.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
    await db.query('CREATE INDEX cobranca_busca_trgm_idx ON cobranca USING gin (busca gin_trgm_ops)');

    await db.query(`CREATE TABLE pagamento (
      id serial PRIMARY KEY,
      id_cobranca int NOT NULL REFERENCES cobranca (id),
      valor numeric(12,2) NOT NULL,
      pago_em timestamptz NOT NULL,
      forma_pagamento text NOT NULL,
      origem text NOT NULL CHECK (origem IN ('manual', 'pix', 'baixa', 'estorno')),
      end_to_end_id text UNIQUE,
      divergente boolean NOT NULL DEFAULT false,
      id_usuario int,
      registrado_em timestamptz NOT NULL DEFAULT now()
    )`);
    await db.query('CREATE INDEX pagamento_cobranca_idx ON pagamento (id_cobranca)');

    // Each enrolment's last applied event and the terms its live charges were made from.
    await db.query(`CREATE TABLE cobranca_matricula (
      id_matricula int PRIMARY KEY,
      sequence int NOT NULL,
      id_status_inscricao int NOT NULL,
      id_turma int NOT NULL,
      id_aluno int NOT NULL,
      termos text,
      quitada_em timestamptz
    )`);

    await db.query(`CREATE TABLE configuracao_financeira (
      id smallint PRIMARY KEY CHECK (id = 1),
      chave_pix text NOT NULL DEFAULT '',
      nome_recebedor text NOT NULL DEFAULT '',
      cidade text NOT NULL DEFAULT '',
      atualizado_em timestamptz NOT NULL DEFAULT now()
    )`);
    await db.query('INSERT INTO configuracao_financeira (id) VALUES (1)');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE configuracao_financeira');
    await db.query('DROP TABLE cobranca_matricula');
    await db.query('DROP TABLE pagamento');
    await db.query('DROP TABLE cobranca');
  }
}
