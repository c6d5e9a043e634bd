import { createClassProjectionTablesV1, dropClassProjectionTablesV1 } from '@treina/nest-platform';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The practice exams' tables: the question bank per training, the exams, each attempt with its own copy of the questions it drew (in
 * its order, alternatives shuffled and lettered anew), and the enrolments and classes learned from academic's events, which say who
 * may take an exam.
 */
export class AssessmentSchema1765600000001 implements MigrationInterface {
  name = 'AssessmentSchema1765600000001';

  // The class projection's options as they were when this ran (not the live ones: a migration never changes).
  private readonly projection = { rows: 'matricula', keep: [] } as const;

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE matricula (
        id_matricula int PRIMARY KEY,
        sequence int NOT NULL,
        id_turma int NOT NULL,
        id_treinamento int NOT NULL,
        nome_treinamento varchar(200) NOT NULL,
        id_aluno int NOT NULL,
        nome_aluno varchar(200) NOT NULL,
        id_status_inscricao int NOT NULL,
        libera_conteudo boolean NOT NULL
      )`);
    await db.query('CREATE INDEX matricula_aluno_idx ON matricula (id_aluno, id_treinamento)');
    await createClassProjectionTablesV1(db, this.projection);

    await db.query(`
      CREATE TABLE questao (
        id serial PRIMARY KEY,
        id_treinamento int NOT NULL,
        topico varchar(100) NOT NULL,
        enunciado varchar(4000) NOT NULL,
        alternativas jsonb NOT NULL,
        correta char(1) NOT NULL,
        explicacao varchar(4000) NULL,
        dificuldade varchar(10) NOT NULL,
        ativa boolean NOT NULL DEFAULT true,
        criada_em timestamptz NOT NULL DEFAULT now(),
        atualizada_em timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query('CREATE INDEX questao_treinamento_idx ON questao (id_treinamento, topico) WHERE ativa');

    await db.query(`
      CREATE TABLE simulado (
        id serial PRIMARY KEY,
        id_treinamento int NOT NULL,
        titulo varchar(200) NOT NULL,
        num_questoes int NOT NULL,
        tempo_minutos int NOT NULL,
        percentual_aprovacao numeric(5, 2) NOT NULL,
        tentativas int NULL,
        disponivel_de timestamptz NULL,
        disponivel_ate timestamptz NULL,
        por_topico jsonb NOT NULL DEFAULT '[]',
        criado_em timestamptz NOT NULL DEFAULT now(),
        atualizado_em timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query('CREATE INDEX simulado_treinamento_idx ON simulado (id_treinamento)');

    await db.query(`
      CREATE TABLE tentativa (
        id serial PRIMARY KEY,
        id_simulado int NOT NULL REFERENCES simulado (id),
        id_treinamento int NOT NULL,
        id_aluno int NOT NULL,
        nome_aluno varchar(200) NOT NULL,
        id_turma int NULL,
        status varchar(20) NOT NULL,
        iniciada_em timestamptz NOT NULL,
        termina_em timestamptz NOT NULL,
        finalizada_em timestamptz NULL,
        encerrada_por_tempo boolean NOT NULL DEFAULT false,
        nota numeric(5, 2) NULL,
        acertos int NULL,
        total int NOT NULL,
        aprovado boolean NULL
      )`);
    // One running attempt per student and exam, whatever the races between two starts.
    await db.query(`CREATE UNIQUE INDEX tentativa_em_andamento_idx ON tentativa (id_simulado, id_aluno) WHERE status = 'Em andamento'`);
    await db.query('CREATE INDEX tentativa_aluno_idx ON tentativa (id_aluno, id_simulado)');
    await db.query('CREATE INDEX tentativa_simulado_idx ON tentativa (id_simulado, iniciada_em)');

    await db.query(`
      CREATE TABLE tentativa_questao (
        id_tentativa int NOT NULL REFERENCES tentativa (id) ON DELETE CASCADE,
        id_questao int NOT NULL,
        ordem int NOT NULL,
        topico varchar(100) NOT NULL,
        enunciado varchar(4000) NOT NULL,
        alternativas jsonb NOT NULL,
        correta char(1) NOT NULL,
        explicacao varchar(4000) NULL,
        resposta char(1) NULL,
        respondida_em timestamptz NULL,
        PRIMARY KEY (id_tentativa, id_questao)
      )`);
    await db.query('CREATE INDEX tentativa_questao_questao_idx ON tentativa_questao (id_questao)');

    await db.query(`
      CREATE TABLE semente_demo (
        chave varchar(100) PRIMARY KEY,
        aplicada_em timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    for (const table of ['semente_demo', 'tentativa_questao', 'tentativa', 'simulado', 'questao']) await db.query(`DROP TABLE ${table}`);
    await dropClassProjectionTablesV1(db, this.projection);
    await db.query('DROP TABLE matricula');
  }
}
