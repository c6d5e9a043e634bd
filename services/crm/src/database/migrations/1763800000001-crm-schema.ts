import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * CRM's tables and reference data: activity statuses 1..3, activity types 1 (SYSTEM) and 2 (FIXED),
 * service types. Indexes follow the list protocol's order (DESC NULLS LAST / ASC NULLS FIRST), so a
 * page in the default order is an index scan.
 */
export class CrmSchema1763800000001 implements MigrationInterface {
  name = 'CrmSchema1763800000001';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE status_atividade (
        id int PRIMARY KEY,
        nome varchar(100) NOT NULL
      )`);
    await db.query(`
      CREATE TABLE tipo_servico (
        id serial PRIMARY KEY,
        nome varchar(200) NOT NULL UNIQUE
      )`);
    await db.query(`
      CREATE TABLE tipo_atividade (
        id serial PRIMARY KEY,
        nome varchar(200) NOT NULL,
        tipo varchar(10) NOT NULL DEFAULT 'CUSTOM' CHECK (tipo IN ('SYSTEM', 'FIXED', 'CUSTOM')),
        id_tipo_servico int NULL REFERENCES tipo_servico(id)
      )`);
    await db.query(`
      CREATE TABLE aluno_projecao (
        id_aluno int PRIMARY KEY,
        nome_aluno varchar(200) NOT NULL,
        email varchar(254) NOT NULL DEFAULT '',
        telefone varchar(50) NOT NULL DEFAULT '',
        revision int NOT NULL,
        deleted boolean NOT NULL DEFAULT false
      )`);
    await db.query(`
      CREATE TABLE atividade (
        id serial PRIMARY KEY,
        titulo text NOT NULL,
        data date NOT NULL,
        id_usuario int NOT NULL,
        id_tipo_atividade int NOT NULL REFERENCES tipo_atividade(id),
        id_aluno int NULL,
        id_status_atividade int NOT NULL REFERENCES status_atividade(id),
        tempo_gasto int NOT NULL DEFAULT 0,
        atualizado_em timestamptz NULL,
        id_criado_por int NULL,
        criado_em timestamptz NOT NULL DEFAULT now(),
        busca text NOT NULL DEFAULT ''
      )`);
    const order = 'DESC NULLS LAST, id DESC NULLS LAST';
    await db.query(`CREATE INDEX atividade_data_idx ON atividade (data ${order})`);
    await db.query(`CREATE INDEX atividade_usuario_data_idx ON atividade (id_usuario, data ${order})`);
    await db.query(`CREATE INDEX atividade_tipo_data_idx ON atividade (id_tipo_atividade, data ${order})`);
    await db.query(`CREATE INDEX atividade_status_data_idx ON atividade (id_status_atividade, data ${order})`);
    await db.query(`CREATE INDEX atividade_atualizado_idx ON atividade (atualizado_em ${order})`);
    await db.query(`CREATE INDEX atividade_tempo_idx ON atividade (tempo_gasto ${order})`);
    await db.query(`CREATE INDEX atividade_aluno_idx ON atividade (id_aluno, data ${order}) WHERE id_aluno IS NOT NULL`);
    await db.query(`
      CREATE TABLE subtarefa (
        id_atividade int NOT NULL REFERENCES atividade(id) ON DELETE CASCADE,
        id varchar(64) NOT NULL,
        ordem int NOT NULL,
        data date NOT NULL,
        tempo varchar(8) NOT NULL,
        segundos int NOT NULL,
        descricao text NOT NULL,
        PRIMARY KEY (id_atividade, id)
      )`);
    await db.query(`
      CREATE TABLE cliente (
        id serial PRIMARY KEY,
        nome_razao varchar(200) NOT NULL,
        documento varchar(14) NOT NULL,
        tipo_pessoa varchar(10) NOT NULL CHECK (tipo_pessoa IN ('Física', 'Jurídica')),
        endereco varchar(500) NOT NULL DEFAULT ''
      )`);
    await db.query('CREATE UNIQUE INDEX cliente_documento_key ON cliente (documento)');
    await db.query(`
      CREATE TABLE servico (
        id serial PRIMARY KEY,
        id_cliente int NOT NULL REFERENCES cliente(id),
        id_tipo_servico int NOT NULL REFERENCES tipo_servico(id),
        data_inicio date NOT NULL,
        data_fim date NOT NULL,
        CONSTRAINT servico_datas_check CHECK (data_fim >= data_inicio)
      )`);
    await db.query('CREATE INDEX servico_cliente_idx ON servico (id_cliente)');
    await db.query(`CREATE INDEX servico_fim_idx ON servico (data_fim ${order})`);
    /** Demo data already seeded (DEMO_SEED), by key: a second start changes nothing. */
    await db.query(`
      CREATE TABLE semente_demo (
        chave varchar(100) PRIMARY KEY,
        aplicada_em timestamptz NOT NULL DEFAULT now()
      )`);

    // Reference data with the ids the product and the other services rely on.
    await db.query(`INSERT INTO status_atividade (id, nome) VALUES (1, 'Pendente'), (2, 'Em Andamento'), (3, 'Concluído')`);
    await db.query(`
      INSERT INTO tipo_servico (id, nome) VALUES
        (1, 'Consultoria'), (2, 'Treinamento In Company'), (3, 'Suporte'), (4, 'Treinamento Aberto')`);
    await db.query(`SELECT setval('tipo_servico_id_seq', 4)`);
    await db.query(`
      INSERT INTO tipo_atividade (id, nome, tipo, id_tipo_servico) VALUES
        (1, 'Atendimento Consultoria', 'SYSTEM', 1),
        (2, 'Contato com Aluno', 'FIXED', 4),
        (3, 'Reunião Comercial', 'CUSTOM', NULL),
        (4, 'Suporte ao Cliente', 'CUSTOM', 3)`);
    await db.query(`SELECT setval('tipo_atividade_id_seq', 4)`);
  }

  async down(db: QueryRunner): Promise<void> {
    for (const table of [
      'semente_demo',
      'servico',
      'cliente',
      'subtarefa',
      'atividade',
      'aluno_projecao',
      'tipo_atividade',
      'tipo_servico',
      'status_atividade',
    ]) {
      await db.query(`DROP TABLE IF EXISTS ${table}`);
    }
  }
}
