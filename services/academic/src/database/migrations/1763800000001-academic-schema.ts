import { foldSql } from '@treina/nest-platform';
import type { MigrationInterface, QueryRunner } from 'typeorm';

// Over 250 lines on purpose: a migration that ran is never split or edited (this comment aside).
const STUDENT_SEARCH_SQL = foldSql('busca');

/**
 * Academic's tables. Reference data keeps the ids the other services rely on;
 * enrolments are rows of their own with their constraints.
 */
export class AcademicSchema1763800000001 implements MigrationInterface {
  name = 'AcademicSchema1763800000001';

  async up(db: QueryRunner): Promise<void> {
    await db.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');

    await db.query(`CREATE TABLE status_inscricao (id_status_inscricao int PRIMARY KEY, nome_status_inscricao varchar(100) NOT NULL)`);
    await db.query(
      `CREATE TABLE status_treinamento (id_status_treinamento int PRIMARY KEY, nome_status_treinamento varchar(100) NOT NULL)`,
    );
    await db.query(`CREATE TABLE status_turma (id_status_turma int PRIMARY KEY, nome_status_turma varchar(100) NOT NULL)`);
    await db.query(`CREATE TABLE forma_pagamento (id_forma_pagto int PRIMARY KEY, nome_forma_pagto varchar(100) NOT NULL)`);
    await db.query(`CREATE TABLE status_aluno (id_status_aluno int PRIMARY KEY, nome_status_aluno varchar(100) NOT NULL)`);
    await db.query(
      `CREATE TABLE canal_aluno (id_canal_aluno int PRIMARY KEY, nome_canal_aluno varchar(100) NOT NULL, status_ativo boolean NOT NULL DEFAULT true)`,
    );
    await db.query(`CREATE TABLE periodo_turma (id_periodo_turma int PRIMARY KEY, nome_periodo_turma varchar(100) NOT NULL)`);

    await db.query(`
      CREATE TABLE arquivo (
        chave varchar(100) PRIMARY KEY,
        categoria varchar(20) NOT NULL CHECK (categoria IN ('material', 'documento')),
        id_aluno int NULL,
        nome_original varchar(255) NOT NULL,
        content_type varchar(100) NOT NULL,
        tamanho int NOT NULL CHECK (tamanho >= 0),
        id_usuario int NULL,
        criado_em timestamptz NOT NULL DEFAULT now(),
        CHECK (chave ~ '^[a-z]+-[0-9a-f-]{36}\\.[a-z0-9]{2,5}$'),
        CHECK ((categoria = 'documento') = (id_aluno IS NOT NULL))
      )`);

    await db.query(`
      CREATE TABLE material (
        id serial PRIMARY KEY,
        nome_material varchar(200) NOT NULL,
        url varchar(2000) NULL,
        chave_arquivo varchar(100) NULL REFERENCES arquivo(chave) ON DELETE SET NULL,
        criado_em timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query('CREATE INDEX material_chave_idx ON material (chave_arquivo) WHERE chave_arquivo IS NOT NULL');

    await db.query(`
      CREATE TABLE treinamento (
        id serial PRIMARY KEY,
        nome_treinamento varchar(200) NOT NULL,
        id_instrutor int NULL,
        id_status_treinamento int NOT NULL REFERENCES status_treinamento(id_status_treinamento),
        revision int NOT NULL DEFAULT 1,
        criado_em timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`
      CREATE TABLE treinamento_material (
        id_treinamento int NOT NULL REFERENCES treinamento(id) ON DELETE CASCADE,
        id_material int NOT NULL REFERENCES material(id) ON DELETE CASCADE,
        PRIMARY KEY (id_treinamento, id_material)
      )`);
    await db.query('CREATE INDEX treinamento_material_material_idx ON treinamento_material (id_material)');

    await db.query(`
      CREATE TABLE turma (
        id serial PRIMARY KEY,
        id_treinamento int NOT NULL REFERENCES treinamento(id),
        id_instrutor int NULL,
        data_inicio date NOT NULL,
        data_fim date NOT NULL,
        id_periodo_turma int NOT NULL REFERENCES periodo_turma(id_periodo_turma),
        id_status_turma int NOT NULL REFERENCES status_turma(id_status_turma),
        desc_turma varchar(2000) NULL,
        gera_comissao boolean NOT NULL DEFAULT true,
        revision int NOT NULL DEFAULT 1,
        criado_em timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT turma_datas CHECK (data_fim >= data_inicio)
      )`);
    await db.query('CREATE INDEX turma_inicio_idx ON turma (data_inicio DESC, id DESC)');
    await db.query('CREATE INDEX turma_treinamento_idx ON turma (id_treinamento)');

    await db.query(`
      CREATE TABLE aluno (
        id serial PRIMARY KEY,
        nome_aluno varchar(200) NOT NULL,
        email varchar(254) NULL,
        telefone varchar(20) NULL,
        cpf varchar(14) NULL,
        rg varchar(30) NULL,
        data_nasc date NULL,
        endereco varchar(500) NULL,
        id_status_aluno int NULL REFERENCES status_aluno(id_status_aluno),
        id_canal_aluno int NULL REFERENCES canal_aluno(id_canal_aluno),
        data_criacao timestamptz NOT NULL DEFAULT now(),
        obs_estudante text NULL,
        possui_login boolean NOT NULL DEFAULT false,
        is_student boolean NOT NULL DEFAULT false,
        revision int NOT NULL DEFAULT 1,
        busca text GENERATED ALWAYS AS (
          nome_aluno || ' ' || coalesce(email, '') || ' ' || coalesce(telefone, '') || ' ' || coalesce(cpf, '')
        ) STORED,
        CONSTRAINT aluno_email_lower CHECK (email = lower(email)),
        CONSTRAINT aluno_login_email CHECK (NOT possui_login OR email IS NOT NULL),
        CONSTRAINT aluno_obs_tamanho CHECK (length(obs_estudante) <= 10000)
      )`);
    await db.query('CREATE UNIQUE INDEX aluno_email_key ON aluno (email) WHERE email IS NOT NULL');
    await db.query('CREATE INDEX aluno_lista_idx ON aluno (is_student, data_criacao DESC, id DESC)');
    await db.query(`CREATE INDEX aluno_busca_trgm_idx ON aluno USING gin ((${STUDENT_SEARCH_SQL}) gin_trgm_ops)`);
    await db.query('ALTER TABLE arquivo ADD CONSTRAINT arquivo_aluno_fk FOREIGN KEY (id_aluno) REFERENCES aluno(id) ON DELETE CASCADE');
    await db.query('CREATE INDEX arquivo_aluno_idx ON arquivo (id_aluno) WHERE id_aluno IS NOT NULL');

    await db.query(`
      CREATE TABLE aluno_interesse (
        id_aluno int NOT NULL REFERENCES aluno(id) ON DELETE CASCADE,
        id_treinamento int NOT NULL REFERENCES treinamento(id) ON DELETE CASCADE,
        PRIMARY KEY (id_aluno, id_treinamento)
      )`);
    await db.query('CREATE INDEX aluno_interesse_treinamento_idx ON aluno_interesse (id_treinamento)');

    await db.query(`
      CREATE TABLE inscricao (
        id serial PRIMARY KEY,
        id_turma int NOT NULL REFERENCES turma(id) ON DELETE CASCADE,
        id_aluno int NOT NULL REFERENCES aluno(id),
        id_status_inscricao int NOT NULL REFERENCES status_inscricao(id_status_inscricao),
        id_forma_pagto int NULL REFERENCES forma_pagamento(id_forma_pagto),
        valor_pago numeric(12, 2) NULL,
        cod_pagto varchar(500) NULL,
        cci varchar(20) NOT NULL,
        data_hora_inclusao timestamptz NOT NULL,
        data_hora_pagamento timestamptz NULL,
        data_hora_cancelamento timestamptz NULL,
        gera_comissao boolean NOT NULL DEFAULT true,
        libera_conteudo boolean NOT NULL DEFAULT false,
        id_status_contrato_aluno int NULL,
        id_turma_origem int NULL REFERENCES turma(id) ON DELETE SET NULL,
        id_usuario_venda int NULL,
        sequence int NOT NULL DEFAULT 1,
        criado_em timestamptz NOT NULL DEFAULT now(),
        atualizado_em timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT inscricao_turma_aluno_key UNIQUE (id_turma, id_aluno),
        CONSTRAINT inscricao_valor CHECK (valor_pago >= 0),
        CONSTRAINT inscricao_pagamento CHECK (id_status_inscricao NOT IN (3, 8) OR data_hora_pagamento IS NOT NULL),
        CONSTRAINT inscricao_cancelamento CHECK (id_status_inscricao NOT IN (4, 5, 6) OR data_hora_cancelamento IS NOT NULL),
        CONSTRAINT inscricao_origem CHECK (id_turma_origem IS NULL OR id_turma_origem <> id_turma),
        CONSTRAINT inscricao_sequence CHECK (sequence >= 1)
      )`);
    await db.query('CREATE INDEX inscricao_aluno_idx ON inscricao (id_aluno, id_status_inscricao)');

    const seed = async (table: string, columns: string[], rows: unknown[][]) => {
      for (const row of rows) {
        await db.query(`INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')})`, row);
      }
    };
    await seed(
      'status_inscricao',
      ['id_status_inscricao', 'nome_status_inscricao'],
      [
        [1, 'Inscrito'],
        [2, 'Pagamento Pendente'],
        [3, 'Pago'],
        [4, 'Cancelado'],
        [5, 'Estornado'],
        [6, 'Solicitação de Transferência'],
        [7, 'Transferido'],
        [8, 'Transferência Paga'],
      ],
    );
    await seed(
      'status_turma',
      ['id_status_turma', 'nome_status_turma'],
      [
        [1, 'Aberta'],
        [2, 'Em Andamento'],
        [3, 'Confirmada'],
        [4, 'Concluída'],
        [5, 'Cancelada'],
      ],
    );
    await seed(
      'status_treinamento',
      ['id_status_treinamento', 'nome_status_treinamento'],
      [
        [1, 'Ativo'],
        [2, 'Em Elaboração'],
        [3, 'Inativo'],
      ],
    );
    await seed(
      'forma_pagamento',
      ['id_forma_pagto', 'nome_forma_pagto'],
      [
        [1, 'Boleto'],
        [2, 'Cartão de Crédito'],
        [3, 'PIX'],
        [4, 'Transferência Bancária'],
        [5, 'Dinheiro'],
        [6, 'Cortesia'],
      ],
    );
    await seed(
      'status_aluno',
      ['id_status_aluno', 'nome_status_aluno'],
      [
        [1, 'Novo'],
        [2, 'Em Negociação'],
        [3, 'Matriculado'],
        [4, 'Sem Interesse'],
      ],
    );
    await seed(
      'canal_aluno',
      ['id_canal_aluno', 'nome_canal_aluno', 'status_ativo'],
      [
        [1, 'Site', true],
        [2, 'Indicação', true],
        [3, 'Instagram', true],
        [4, 'WhatsApp', true],
        [5, 'Evento', true],
        [6, 'Panfleto', false],
      ],
    );
    await seed(
      'periodo_turma',
      ['id_periodo_turma', 'nome_periodo_turma'],
      [
        [1, 'Noturno'],
        [2, 'Diurno'],
      ],
    );
  }

  async down(db: QueryRunner): Promise<void> {
    for (const table of [
      'inscricao',
      'aluno_interesse',
      'arquivo',
      'aluno',
      'turma',
      'treinamento_material',
      'treinamento',
      'material',
      'periodo_turma',
      'canal_aluno',
      'status_aluno',
      'forma_pagamento',
      'status_turma',
      'status_treinamento',
      'status_inscricao',
    ]) {
      await db.query(`DROP TABLE IF EXISTS ${table} CASCADE`);
    }
  }
}
