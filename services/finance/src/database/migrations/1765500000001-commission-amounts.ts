import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Commission amounts: each row's base, rate and commission; the trainings' default rates; the
 * sellers' own rates; the monthly ledger of commission entries and the months closed. The ledger,
 * the rates and the closed months are finance's own records: a replay never empties them.
 */
export class CommissionAmounts1765500000001 implements MigrationInterface {
  name = 'CommissionAmounts1765500000001';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE comissao
      ADD COLUMN valor_base numeric(12,2) NOT NULL DEFAULT 0,
      ADD COLUMN percentual numeric(5,2) NOT NULL DEFAULT 0,
      ADD COLUMN valor_comissao numeric(12,2) NOT NULL DEFAULT 0`);
    await db.query(`CREATE TABLE treinamento_taxa (
      id_treinamento int PRIMARY KEY,
      percentual numeric(5,2) NULL CHECK (percentual BETWEEN 0 AND 100),
      revision int NOT NULL
    )`);
    await db.query(`CREATE TABLE comissao_taxa (
      id serial PRIMARY KEY,
      id_usuario int NOT NULL,
      id_treinamento int NULL,
      percentual numeric(5,2) NOT NULL CHECK (percentual BETWEEN 0 AND 100)
    )`);
    await db.query('CREATE UNIQUE INDEX comissao_taxa_chave_idx ON comissao_taxa (id_usuario, COALESCE(id_treinamento, 0))');
    await db.query(`CREATE TABLE comissao_lancamento (
      id bigserial PRIMARY KEY,
      id_matricula int NOT NULL,
      mes char(7) NOT NULL,
      id_usuario_venda int NULL,
      id_aluno int NOT NULL,
      nome_aluno varchar(200) NOT NULL,
      nome_treinamento varchar(200) NOT NULL,
      valor_base numeric(12,2) NOT NULL,
      percentual numeric(5,2) NOT NULL,
      valor_comissao numeric(12,2) NOT NULL,
      tipo varchar(10) NOT NULL CHECK (tipo IN ('Comissão', 'Ajuste')),
      criado_em timestamptz NOT NULL DEFAULT now()
    )`);
    await db.query('CREATE INDEX comissao_lancamento_mes_idx ON comissao_lancamento (mes, id_usuario_venda)');
    await db.query('CREATE INDEX comissao_lancamento_matricula_idx ON comissao_lancamento (id_matricula)');
    await db.query(`CREATE TABLE comissao_mes_fechado (
      mes char(7) PRIMARY KEY,
      fechado_em timestamptz NOT NULL DEFAULT now(),
      id_usuario int NULL
    )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE comissao_mes_fechado');
    await db.query('DROP TABLE comissao_lancamento');
    await db.query('DROP TABLE comissao_taxa');
    await db.query('DROP TABLE treinamento_taxa');
    await db.query('ALTER TABLE comissao DROP COLUMN valor_base, DROP COLUMN percentual, DROP COLUMN valor_comissao');
  }
}
