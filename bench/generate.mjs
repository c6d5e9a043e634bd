#!/usr/bin/env node
// Scale data for the benchmarks: a chain of schools in ten cities, written straight into
// the schemas the services' own migrations created (generate_series, set-based SQL; the
// same data on every run: no random(), dates anchored at BENCH_TODAY). The figures below are
// BENCH_SCALE=1; BENCH_SCALE=N has N times the people, classes (so enrolments), customers and
// activities, with the same 500 users and 60 trainings. Secondary indexes are dropped before
// the load and rebuilt after it from their own definitions; the projections are copied server
// to server (dblink, created for the copy and dropped).
//
//   identity   500 users (2 administrators incl. admin@treina.dev / Admin#2026, coordinators,
//              sales, instructors, consultants; every other password Bench#2026), permissions
//              from permissao_padrao; then `cli.js republish-users` so every service's users
//              projection fills through the real events.
//   academic   60 trainings, 120 materials (links), 100,000 people (75,000 students, 25,000
//              leads with interests), 5,000 classes 2021-2027 (odd ids 40 students, even 80),
//              300,000 enrolments in all 8 statuses with payment/cancellation times, sellers.
//   crm        the 100,000 people in its students projection, 2,000 customers (PF/PJ) with
//              4,000 contracted services, 100,000 activities with 200,000 subtasks.
//   finance    comissao + matricula_estado + the charges (cobranca, pagamento, cobranca_matricula), reporting matricula_fato + aluno_fato (and both
//              class/training projections when the schema has them): copied by SQL from
//              academic's rows as its enrolment snapshots carry them, i.e. the state the
//              consumers reach by `npm run replay -- finance reporting` (not run here: it
//              would push 300,000 snapshots through the broker; BENCH_FILL=replay does that).
//
//   assessment (when the service is present) the enrolments and the class/training projections, copied
//              from academic as for finance and reporting, and EXAM_STUDENTS (500) student users in
//              its users projection (no password anywhere: bench/lib/sessions.mjs signs their
//              sessions), each with content released in a class of one training (examTraining).
//
//   node bench/generate.mjs            fills bench_* on POSTGRES_URL (the product must be running
//                                      for republish-users to reach the projections; bench/run.mjs does all)
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { connect, loadText, log, ROOT, require, sleep, vacuumAnalyze } from './lib/common.mjs';

export const TODAY = process.env.BENCH_TODAY ?? '2026-11-21';
/**
 * BENCH_SCALE multiplies the chain's clientele and calendar (people, students, classes and so
 * their enrolments, customers, activities); the staff (users) and the catalogue (trainings) stay:
 * ten times the students do not need ten times the courses or the sellers.
 */
export const SCALE = Number(process.env.BENCH_SCALE ?? 1);
if (!Number.isInteger(SCALE) || SCALE < 1) throw new Error(`BENCH_SCALE must be a whole number >= 1, not ${process.env.BENCH_SCALE}`);
export const SIZES = {
  users: 500,
  trainings: 60,
  people: 100_000 * SCALE,
  students: 75_000 * SCALE,
  classes: 5_000 * SCALE,
  customers: 2_000 * SCALE,
  activities: 100_000 * SCALE,
};
/** `n` as the log writes it: 1,000,000. */
const n = (value) => value.toLocaleString('en-US');

const FIRST = [
  'Ana',
  'João',
  'Maria',
  'José',
  'Antônio',
  'Francisca',
  'Carlos',
  'Paulo',
  'Márcia',
  'Lúcia',
  'Luís',
  'Fábio',
  'Beatriz',
  'Gustavo',
  'Júlia',
  'Rafael',
  'Camila',
  'Diego',
  'Patrícia',
  'Sérgio',
  'Fernanda',
  'Bruno',
  'Larissa',
  'Thiago',
  'Aline',
  'Felipe',
  'Mariana',
  'Rodrigo',
  'Letícia',
  'Vinícius',
  'Gabriela',
  'André',
  'Natália',
  'Marcelo',
  'Isabela',
  'Ricardo',
  'Vitória',
  'Eduardo',
  'Cláudia',
  'Otávio',
];
const LAST = [
  'Silva',
  'Santos',
  'Oliveira',
  'Souza',
  'Conceição',
  'Pereira',
  'Lima',
  'Gonçalves',
  'Araújo',
  'Ribeiro',
  'Rodrigues',
  'Almeida',
  'Nascimento',
  'Carvalho',
  'Gomes',
  'Martins',
  'Rocha',
  'Simões',
  'Barbosa',
  'Brandão',
  'Ferreira',
  'Costa',
  'Melo',
  'Cardoso',
  'Teixeira',
  'Correia',
  'Dias',
  'Moreira',
  'Nunes',
  'Vieira',
  'Monteiro',
  'Mendes',
  'Freitas',
  'Barros',
  'Pinto',
  'Moura',
  'Cavalcanti',
  'Azevedo',
  'Lopes',
  'Batista',
];
const COURSES = [
  'Excel Básico',
  'Excel Avançado',
  'Power BI',
  'CPA-10',
  'CPA-20',
  'CEA',
  'CFP',
  'Python para Análise de Dados',
  'SQL Essencial',
  'Gestão de Projetos',
  'Scrum Master',
  'Oratória',
  'Liderança de Equipes',
  'Negociação',
  'Atendimento ao Cliente',
  'Matemática Financeira',
  'Contabilidade Básica',
  'Departamento Pessoal',
  'Marketing Digital',
  'Google Ads',
  'Photoshop',
  'AutoCAD',
  'Inglês Instrumental',
  'LGPD na Prática',
  'Primeiros Socorros',
  'NR-10',
  'NR-35',
  'Gestão do Tempo',
  'Vendas Consultivas',
  'Análise de Investimentos',
];
const CITIES = [
  'São Paulo',
  'Campinas',
  'Rio de Janeiro',
  'Belo Horizonte',
  'Curitiba',
  'Porto Alegre',
  'Recife',
  'Salvador',
  'Brasília',
  'Florianópolis',
];
const COMPANIES = [
  'Alfa',
  'Beta',
  'Gama',
  'Delta',
  'Épsilon',
  'Zeta',
  'Ômega',
  'Sigma',
  'Kappa',
  'Lambda',
  'Atlântica',
  'Paulista',
  'Mineira',
  'Gaúcha',
  'Nordeste',
  'Cerrado',
  'Horizonte',
  'Vale',
  'Serra',
  'Litoral',
];
const BRANCHES = [
  'Tecnologia',
  'Indústria',
  'Educação',
  'Logística',
  'Saúde',
  'Varejo',
  'Finanças',
  'Engenharia',
  'Energia',
  'Serviços',
  'Alimentos',
  'Construtora',
  'Seguros',
  'Transportes',
  'Agronegócio',
];
const TITLES = [
  'Ligação de acompanhamento',
  'Envio de proposta comercial',
  'Reunião de diagnóstico',
  'Retorno sobre orçamento',
  'Visita técnica',
  'Apresentação do calendário de turmas',
  'Negociação de contrato',
  'Suporte pós-venda',
  'Follow-up de inscrição',
  'Alinhamento de escopo',
  'Treinamento in company',
  'Pesquisa de satisfação',
];

/** Users 1..500: who is what (the same formula in every service's data). */
export function userType(id) {
  if (id <= 2) return 1;
  if (id % 25 === 0) return 2;
  return [4, 3, 5][id % 3];
}
export const userActive = (id) => id <= 2 || id % 50 !== 0;
const usersOf = (type) =>
  Array.from({ length: SIZES.users }, (_, index) => index + 1).filter((id) => userType(id) === type && userActive(id));
export const INSTRUCTORS = usersOf(4);
export const SELLERS = usersOf(3);
export const CONSULTANTS = usersOf(5);

const timed = async (label, work) => {
  const started = performance.now();
  const result = await work();
  log(`  ${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return result;
};

/**
 * Drops the secondary indexes of `tables` (those no constraint stands on) and returns what
 * rebuilds them, by their own definitions: one sorted build after the bulk load instead of
 * millions of insertions into each (GIN trigram ones above all), with the same indexes in the end.
 */
async function deferIndexes(client, tables) {
  const { rows } = await client.query(
    `SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS definition
       FROM pg_index i
      WHERE i.indrelid = ANY($1::text[]::regclass[]) AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)
      ORDER BY 1`,
    [tables],
  );
  for (const row of rows) await client.query(`DROP INDEX ${row.name}`);
  return async () => {
    for (const row of rows) await client.query(row.definition);
  };
}

/**
 * Turns the list versions' triggers (versao_lista) off for a bulk load: each is a deferred row
 * trigger, millions of queued events for a load of millions of rows. Answers what turns them
 * back on and moves every version once, as the load's own change.
 */
async function pauseListVersions(client) {
  const { rows } = await client.query(
    `SELECT t.tgname AS name, t.tgrelid::regclass::text AS tabela FROM pg_trigger t
      WHERE NOT t.tgisinternal AND t.tgname LIKE 'versao\\_lista\\_%' ORDER BY 1, 2`,
  );
  for (const row of rows) await client.query(`ALTER TABLE ${row.tabela} DISABLE TRIGGER ${row.name}`);
  return async () => {
    for (const row of rows) await client.query(`ALTER TABLE ${row.tabela} ENABLE TRIGGER ${row.name}`);
    if (rows.length) await client.query('UPDATE versao_lista SET versao = versao + 1');
  };
}

/**
 * A loader's session: big sorts for the index builds, no wait for the WAL flush at each commit.
 * Triggers stay on (the row counts of contagem_linhas follow the load; so do the FK checks).
 */
async function loaderSession(url) {
  const client = await connect(url);
  await client.query("SET maintenance_work_mem = '512MB'; SET work_mem = '64MB'; SET synchronous_commit = off");
  return client;
}

async function identity(url) {
  const argon2 = require('argon2');
  // identity's PasswordHasher settings (OWASP argon2id: 19 MiB, 2 iterations, 1 lane).
  const options = { type: argon2.argon2id, memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 };
  const [adminHash, userHash] = await Promise.all([argon2.hash('Admin#2026', options), argon2.hash('Bench#2026', options)]);
  const ids = Array.from({ length: SIZES.users }, (_, index) => index + 1);
  const client = await connect(url);
  try {
    await client.query('BEGIN');
    await client.query(
      `INSERT INTO usuario (id_usuario, nome, email, senha_hash, status, id_tipo_usuario, criado_em, atualizado_em)
       SELECT id, nome, email, hash, status, tipo, $7::timestamptz - make_interval(days => 1000 - id), $7::timestamptz - make_interval(days => 1000 - id)
         FROM unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::bool[], $6::int[]) AS u(id, nome, email, hash, status, tipo)`,
      [
        ids,
        ids.map((id) => (id === 1 ? 'Administrador Bench' : `${FIRST[id % 40]} ${LAST[(id * 7) % 40]}`)),
        ids.map((id) => (id === 1 ? 'admin@treina.dev' : `usuario${id}@bench.treina.dev`)),
        ids.map((id) => (id === 1 ? adminHash : userHash)),
        ids.map(userActive),
        ids.map(userType),
        `${TODAY}T12:00:00-03:00`,
      ],
    );
    await client.query(`SELECT setval('usuario_id_usuario_seq', (SELECT max(id_usuario) FROM usuario))`);
    await client.query(`INSERT INTO usuario_permissao (id_usuario, id_permissao)
                        SELECT u.id_usuario, p.id_permissao FROM usuario u JOIN permissao_padrao p ON p.id_tipo_usuario = u.id_tipo_usuario`);
    await client.query('COMMIT');
  } finally {
    await client.end();
  }
}

async function academic(url) {
  const client = await loaderSession(url);
  const anchor = `${TODAY}T12:00:00-03:00`;
  try {
    await client.query('BEGIN');
    const peopleIndexes = await deferIndexes(client, ['aluno', 'aluno_interesse']);
    const classIndexes = await deferIndexes(client, ['turma', 'inscricao']);
    const listVersions = await pauseListVersions(client);
    await client.query(
      `INSERT INTO treinamento (id, nome_treinamento, id_instrutor, id_status_treinamento, criado_em)
       SELECT g, ($1::text[])[1 + (g - 1) % 30] || CASE WHEN g > 30 THEN ' (Online)' ELSE ' (Presencial)' END,
              ($2::int[])[1 + g % cardinality($2::int[])], CASE WHEN g % 29 = 0 THEN 3 WHEN g % 31 = 0 THEN 2 ELSE 1 END,
              $3::timestamptz - make_interval(days => 2000 - g)
         FROM generate_series(1, $4::int) g`,
      [COURSES, INSTRUCTORS, anchor, SIZES.trainings],
    );
    await client.query(
      `INSERT INTO material (id, nome_material, url)
       SELECT g, CASE WHEN g % 2 = 1 THEN 'Apostila ' ELSE 'Exercícios ' END || t.nome_treinamento,
              'https://materiais.treina.dev/' || g || '.pdf'
         FROM generate_series(1, $1::int * 2) g JOIN treinamento t ON t.id = 1 + (g - 1) / 2`,
      [SIZES.trainings],
    );
    await client.query('INSERT INTO treinamento_material (id_treinamento, id_material) SELECT 1 + (id - 1) / 2, id FROM material');
    // People: the newest have the highest ids; 1..75,000 become students (they have enrolments), the rest are leads.
    await timed(`academic: ${n(SIZES.people)} people`, () =>
      client.query(
        `INSERT INTO aluno (id, nome_aluno, email, telefone, id_status_aluno, id_canal_aluno, data_criacao, is_student, obs_estudante)
       SELECT g, nome, lower(translate(split_part(nome, ' ', 1) || '.' || split_part(nome, ' ', 2), 'ÁÂÃÉÊÍÓÔÕÚÇáâãéêíóôõúç', 'AAAEEIOOOUCaaaeeiooouc')) || g || '@exemplo.com.br',
              '(' || (11 + g % 89) || ') 9' || lpad(((g::bigint * 7919) % 10000)::text, 4, '0') || '-' || lpad(((g::bigint * 104729) % 10000)::text, 4, '0'),
              CASE WHEN g <= $4 THEN 3 ELSE (ARRAY[1, 2, 4])[1 + g % 3] END, 1 + g % 5,
              $3::timestamptz - make_interval(mins => ($5 - g) * 26), g <= $4,
              CASE WHEN g % 11 = 0 THEN 'Prefere turmas noturnas.' END
         FROM generate_series(1, $5::int) g,
              LATERAL (SELECT ($1::text[])[1 + g % 40] || ' ' || ($2::text[])[1 + (g / 40) % 40] || ' ' || ($2::text[])[1 + (g * 7) % 40] AS nome) n`,
        [FIRST, LAST, anchor, SIZES.students, SIZES.people],
      ),
    );
    await client.query(
      `INSERT INTO aluno_interesse (id_aluno, id_treinamento)
       SELECT g, t FROM generate_series($1::int + 1, $2::int) g, LATERAL (SELECT DISTINCT unnest(ARRAY[1 + g % 60, 1 + (g * 7) % 60]) AS t) x`,
      [SIZES.students, SIZES.people],
    );
    // Classes from July 2021 to mid 2027, ~2.3 a day; status from the dates (5 = cancelled every 37th).
    await client.query(
      `INSERT INTO turma (id, id_treinamento, id_instrutor, data_inicio, data_fim, id_periodo_turma, id_status_turma, desc_turma, gera_comissao, criado_em)
       SELECT c, 1 + (c * 7) % $4::int, ($2::int[])[1 + c % cardinality($2::int[])], d, d + 4, 1 + c % 2,
              CASE WHEN c % 37 = 0 THEN 5 WHEN d + 4 < $3::date THEN 4 WHEN d <= $3::date THEN 2 WHEN c % 3 = 0 THEN 3 ELSE 1 END,
              'Unidade ' || ($1::text[])[1 + c % 10] || ' - turma ' || c || CASE WHEN c % 2 = 1 THEN ' (noturno)' ELSE ' (diurno)' END,
              c % 20 <> 0, (d - 45)::timestamptz
         FROM generate_series(1, $5::int) c, LATERAL (SELECT date '2021-07-05' + ((c - 1) * 2190 / $5::int) AS d) x`,
      [CITIES, INSTRUCTORS, TODAY, SIZES.trainings, SIZES.classes],
    );
    // Enrolment k (0-based, class by class) is student 1 + k % students (75,000 at scale 1). Open classes hold statuses 1-4,
    // finished ones all eight, cancelled ones 4/5. Times follow the product's rules (CHECK constraints).
    await timed(`academic: ${n(SIZES.classes)} classes' enrolments`, () =>
      client.query(
        `INSERT INTO inscricao (id, id_turma, id_aluno, id_status_inscricao, id_forma_pagto, valor_pago, cod_pagto, cci, data_hora_inclusao,
                              data_hora_pagamento, data_hora_cancelamento, gera_comissao, libera_conteudo, id_turma_origem, id_usuario_venda,
                              sequence, criado_em, atualizado_em)
       SELECT k + 1, c, 1 + k % $2::int, st, 1 + k % 6, CASE WHEN k % 6 = 5 THEN 0 ELSE 490 + (c % 30) * 50 END, 'PG' || lpad(k::text, 8, '0'),
              upper(to_hex(extract(epoch FROM inc)::bigint)), inc,
              CASE WHEN st IN (3, 8) THEN inc + make_interval(days => 1 + k % 5) END,
              CASE WHEN st IN (4, 5, 6) THEN inc + make_interval(days => 2 + k % 10) END,
              gera AND k % 10 <> 0, st IN (3, 8), CASE WHEN st IN (7, 8) THEN CASE WHEN c > 2 THEN c - 2 ELSE c + 2 END END,
              ($1::int[])[1 + k % cardinality($1::int[])], 1, inc, inc
         FROM (SELECT s.c, s.k, t.gera_comissao AS gera, (t.data_inicio::timestamp AT TIME ZONE 'America/Sao_Paulo')
                        - make_interval(days => 1 + (s.k % 40)::int) + make_interval(mins => (s.k % 600)::int) AS inc,
                      CASE WHEN t.id_status_turma IN (1, 2, 3) THEN CASE WHEN h < 40 THEN 3 WHEN h < 65 THEN 1 WHEN h < 88 THEN 2 ELSE 4 END
                           WHEN t.id_status_turma = 5 THEN CASE WHEN h < 70 THEN 4 ELSE 5 END
                           ELSE CASE WHEN h < 55 THEN 3 WHEN h < 63 THEN 1 WHEN h < 70 THEN 2 WHEN h < 80 THEN 4 WHEN h < 84 THEN 5 WHEN h < 89 THEN 6 WHEN h < 95 THEN 7 ELSE 8 END
                      END AS st
                 FROM (SELECT c, ((row_number() OVER (ORDER BY c, j)) - 1)::int AS k
                         FROM generate_series(1, $3::int) c, LATERAL generate_series(0, CASE WHEN c % 2 = 1 THEN 39 ELSE 79 END) j) s
                 JOIN turma t ON t.id = s.c,
                 LATERAL (SELECT ((s.k::bigint * 7919 + s.c) % 100)::int AS h) hh) e`,
        [SELLERS, SIZES.students, SIZES.classes],
      ),
    );
    // Each class's sessions, Monday to Friday at its period's times (the holiday calendar is left out here), and
    // attendance for every session before TODAY: each attending student (1, 2, 3, 8) marked, mostly present.
    await timed(`academic: ${n(SIZES.classes)} classes' sessions`, () =>
      client.query(
        `INSERT INTO aula (id_turma, data, inicio, fim, id_instrutor, status, presencas_registradas, revisao_presenca)
         SELECT t.id, d::date, CASE WHEN t.id_periodo_turma = 1 THEN time '19:00' ELSE time '08:00' END,
                CASE WHEN t.id_periodo_turma = 1 THEN time '22:00' ELSE time '12:00' END, t.id_instrutor,
                CASE WHEN t.id_status_turma = 5 THEN 'Cancelada' WHEN d::date < $1::date THEN 'Realizada' ELSE 'Prevista' END,
                t.id_status_turma <> 5 AND d::date < $1::date, CASE WHEN t.id_status_turma <> 5 AND d::date < $1::date THEN 1 ELSE 0 END
           FROM turma t, generate_series(t.data_inicio, t.data_fim, interval '1 day') d
          WHERE extract(isodow FROM d) BETWEEN 1 AND 5
          ORDER BY t.id, d`,
        [TODAY],
      ),
    );
    await timed('academic: attendance of the sessions held', () =>
      client.query(
        `INSERT INTO presenca (id_aula, id_aluno, presenca, registrado_em)
         SELECT a.id, i.id_aluno, CASE WHEN h < 80 THEN 'P' WHEN h < 86 THEN 'T' WHEN h < 95 THEN 'A' ELSE 'J' END,
                (a.data + a.fim)::timestamp AT TIME ZONE 'America/Sao_Paulo'
           FROM aula a
           JOIN inscricao i ON i.id_turma = a.id_turma AND i.id_status_inscricao IN (1, 2, 3, 8),
                LATERAL (SELECT ((a.id::bigint * 7919 + i.id_aluno * 31) % 100)::int AS h) hh
          WHERE a.presencas_registradas`,
      ),
    );
    for (const [table, column] of [
      ['treinamento', 'id'],
      ['material', 'id'],
      ['aluno', 'id'],
      ['turma', 'id'],
      ['inscricao', 'id'],
    ]) {
      await client.query(`SELECT setval(pg_get_serial_sequence('${table}', '${column}'), (SELECT max(${column}) FROM ${table}))`);
    }
    // The students' training ids (the list search's copies), as the commands keep them.
    const { rewriteAllStudentTrainings } = await import(
      pathToFileURL(join(ROOT, 'services/academic/dist/src/student/student.repository.js')).href
    );
    await timed("academic: classes' and enrolments' indexes", classIndexes);
    await timed("academic: students' training ids", () => rewriteAllStudentTrainings(client));
    await timed("academic: people's indexes", peopleIndexes);
    await listVersions();
    await client.query('COMMIT');
  } finally {
    await client.end();
  }
}

async function crm(url, academicUrl) {
  const client = await loaderSession(url);
  const source = await connect(academicUrl);
  try {
    await client.query('BEGIN');
    const rebuildIndexes = await deferIndexes(client, ['aluno_projecao', 'cliente', 'servico', 'atividade', 'subtarefa']);
    const listVersions = await pauseListVersions(client);
    await timed(`crm: students projection (${n(SIZES.people)} from academic)`, () =>
      copyAcross(
        client,
        academicUrl,
        'aluno_projecao',
        ['id_aluno', 'nome_aluno', 'email', 'telefone', 'revision'],
        inRanges("SELECT id, nome_aluno, COALESCE(email, ''), COALESCE(telefone, ''), revision FROM aluno WHERE", 'id', SIZES.people),
      ),
    );
    await client.query(
      `INSERT INTO cliente (id, nome_razao, documento, tipo_pessoa, endereco)
       SELECT i,
              CASE WHEN i % 4 = 0 THEN ($1::text[])[1 + i % 40] || ' ' || ($2::text[])[1 + (i / 40) % 40] || ' ' || ($2::text[])[1 + (i * 3) % 40]
                   ELSE ($3::text[])[1 + i % 20] || ' ' || ($4::text[])[1 + (i / 20) % 15] || ' ' || (ARRAY['Ltda', 'S.A.', 'ME', 'EIRELI'])[1 + i % 4] || ' ' || i END,
              CASE WHEN i % 4 = 0 THEN lpad((10000000000 + i::bigint * 7919)::text, 11, '0') ELSE lpad((10000000000000 + i::bigint * 104729)::text, 14, '0') END,
              CASE WHEN i % 4 = 0 THEN 'Física' ELSE 'Jurídica' END,
              'Rua ' || ($2::text[])[1 + (i * 11) % 40] || ', ' || (10 + i % 990) || ' - ' || ($5::text[])[1 + i % 10]
         FROM generate_series(1, $6::int) i`,
      [FIRST, LAST, COMPANIES, BRANCHES, CITIES, SIZES.customers],
    );
    await client.query(
      `INSERT INTO servico (id_cliente, id_tipo_servico, data_inicio, data_fim)
       SELECT i, 1 + (i + k) % 4, d, d + 30 + (i * 7 + k * 13) % 335
         FROM generate_series(1, $2::int) i, generate_series(0, 1) k, LATERAL (SELECT $1::date - (i * 13 + k * 97) % 900 AS d) x`,
      [TODAY, SIZES.customers],
    );
    // Activity i: 1 + i % 3 subtasks of 15 * (1 + (i + 7k) % 16) minutes; FIXED ones (type 2) name a student.
    // The searched text exactly as the service writes it, in the same INSERT (no second version of every row).
    const { searchTextSql } = await import(pathToFileURL(join(ROOT, 'services/crm/dist/src/database/activity-search.js')).href);
    await timed(`crm: ${n(SIZES.activities)} activities + subtasks`, async () => {
      await client.query(
        `INSERT INTO atividade (id, titulo, data, id_usuario, id_tipo_atividade, id_aluno, id_status_atividade, tempo_gasto, atualizado_em, id_criado_por, criado_em, busca)
         SELECT v.*, ${searchTextSql('v.titulo', 'v.id_aluno')} FROM (
         SELECT i, ($1::text[])[1 + i % 12] || ' - ' || ($2::text[])[1 + (i / 12) % 20] || ' ' || ($3::text[])[1 + (i / 240) % 15] AS titulo, d, u, tipo,
                CASE WHEN tipo = 2 THEN 1 + ((i::bigint * 7919) % $6::int)::int END AS id_aluno, 1 + (i / 3) % 3,
                (SELECT sum(15 * (1 + (i + k * 7) % 16)) * 60 FROM generate_series(0, i % 3) k),
                CASE WHEN i % 5 < 3 THEN d::timestamptz + make_interval(hours => 1 + i % 400) END, u, d::timestamptz
           FROM generate_series(1, $7::int) i,
                LATERAL (SELECT date '2023-06-01' + (i * 900 / $7::int) AS d, (ARRAY[1, 2, 2, 3, 4])[1 + i % 5] AS tipo,
                                CASE WHEN i % 4 = 0 THEN ($4::int[])[1 + i % cardinality($4::int[])] ELSE ($5::int[])[1 + i % cardinality($5::int[])] END AS u) x) v`,
        [TITLES, COMPANIES, BRANCHES, SELLERS, CONSULTANTS, SIZES.people, SIZES.activities],
      );
      await client.query(`SELECT setval('atividade_id_seq', (SELECT max(id) FROM atividade))`);
      await client.query(
        `INSERT INTO subtarefa (id_atividade, id, ordem, data, tempo, segundos, descricao)
         SELECT a.id, 's' || k, k, a.data + k, lpad((m / 60)::text, 2, '0') || ':' || lpad((m % 60)::text, 2, '0'), m * 60,
                'Etapa ' || (k + 1) || E': contato registrado\\ncom retorno combinado'
           FROM atividade a, LATERAL generate_series(0, a.id % 3) k, LATERAL (SELECT 15 * (1 + (a.id + k * 7) % 16) AS m) t`,
      );
    });
    await client.query(`SELECT setval('cliente_id_seq', (SELECT max(id) FROM cliente))`);
    await timed('crm: indexes', rebuildIndexes);
    await listVersions();
    await client.query('COMMIT');
  } finally {
    await client.end();
    await source.end();
  }
}

/**
 * INSERT INTO `table` (`columns`) the rows `selects` (statements naming `columns` in that order) return in the database at `sourceUrl`,
 * server to server through dblink: a million rows never pass through this process as JSON. dblink is created for the copy and dropped after
 * it (in the caller's transaction), so the schema stays exactly what the migrations made.
 */
async function copyAcross(client, sourceUrl, table, columns, selects) {
  const { rows: types } = await client.query(
    `SELECT a.attname AS name, format_type(a.atttypid, a.atttypmod) AS type FROM pg_attribute a
      WHERE a.attrelid = $1::regclass AND a.attname = ANY($2::text[])`,
    [table, columns],
  );
  const typeOf = Object.fromEntries(types.map((row) => [row.name, row.type]));
  const had = (await client.query("SELECT 1 FROM pg_extension WHERE extname = 'dblink'")).rowCount > 0;
  if (!had) await client.query('CREATE EXTENSION dblink');
  try {
    for (const select of selects) {
      await client.query(
        `INSERT INTO ${table} (${columns.join(', ')})
         SELECT ${columns.join(', ')} FROM dblink($1, $2) AS t(${columns.map((column) => `${column} ${typeOf[column]}`).join(', ')})`,
        [sourceUrl, select],
      );
    }
  } finally {
    if (!had) await client.query('DROP EXTENSION dblink');
  }
}

/** `sql` (ending in WHERE or AND) in ranges of `key` of `step` up to `last`, each in `key` order (the order the rows were written in before). */
const inRanges = (sql, key, last, step = 500_000) =>
  Array.from(
    { length: Math.ceil(last / step) },
    (_, index) => `${sql} ${key} > ${index * step} AND ${key} <= ${(index + 1) * step} ORDER BY ${key}`,
  );

/** Inserts `rows` (objects keyed by column) in chunks through json_populate_recordset. */
async function copyRows(client, table, columns, rows, chunk = 20_000) {
  for (let from = 0; from < rows.length; from += chunk) {
    const part = rows.slice(from, from + chunk).map((row) => Object.fromEntries(columns.map((column) => [column, row[column] ?? null])));
    await client.query(
      `INSERT INTO ${table} (${columns.join(', ')}) SELECT ${columns.join(', ')} FROM json_populate_recordset(NULL::${table}, $1::json)`,
      [JSON.stringify(part)],
    );
  }
}

/** Columns of `table` in the database, or [] when it has no such table. */
async function columnsOf(client, table) {
  const { rows } = await client.query(
    'SELECT column_name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = $1',
    [table],
  );
  return rows.map((row) => row.column_name);
}

/** Class and training projections (finance and reporting keep them from academic's class/training events). */
async function classProjections(client, source) {
  const classes = (
    await source.query(
      `SELECT c.id AS id_turma, c.revision, c.id_treinamento, t.nome_treinamento, to_char(c.data_inicio, 'YYYY-MM-DD') AS data_inicio,
            to_char(c.data_fim, 'YYYY-MM-DD') AS data_fim, c.id_status_turma, s.nome_status_turma, c.id_periodo_turma, c.id_instrutor,
            c.desc_turma, c.gera_comissao, false AS excluida
       FROM turma c JOIN treinamento t ON t.id = c.id_treinamento JOIN status_turma s ON s.id_status_turma = c.id_status_turma`,
    )
  ).rows;
  const trainings = (
    await source.query('SELECT id AS id_treinamento, revision, nome_treinamento, id_status_treinamento, false AS excluido FROM treinamento')
  ).rows;
  for (const [table, rows] of [
    ['turma_projecao', classes],
    ['treinamento_projecao', trainings],
  ]) {
    const present = await columnsOf(client, table);
    if (!present.length) continue;
    const known = present.filter((column) => column in rows[0]);
    await copyRows(client, table, known, rows);
    log(`  ${table}: ${rows.length} rows (${known.join(', ')})`);
  }
}

/** The columns of ENROLMENT_ROWS_SQL. */
const ENROLMENT_COLUMNS = [
  'id_matricula',
  'sequence',
  'id_turma',
  'id_treinamento',
  'nome_treinamento',
  'data_inicio',
  'data_fim',
  'id_aluno',
  'nome_aluno',
  'id_status_inscricao',
  'nome_status_inscricao',
  'valor_pago',
  'data_hora_inclusao',
  'data_hora_pagamento',
  'data_hora_cancelamento',
  'gera_comissao',
  'id_turma_origem',
  'id_usuario_venda',
];
const ENROLMENT_ROWS_SQL = `
  SELECT e.id AS id_matricula, e.sequence, e.id_turma, c.id_treinamento, t.nome_treinamento, to_char(c.data_inicio, 'YYYY-MM-DD') AS data_inicio,
         to_char(c.data_fim, 'YYYY-MM-DD') AS data_fim, e.id_aluno, a.nome_aluno, e.id_status_inscricao, si.nome_status_inscricao,
         e.valor_pago, e.data_hora_inclusao, e.data_hora_pagamento, e.data_hora_cancelamento, e.gera_comissao, e.id_turma_origem, e.id_usuario_venda
    FROM inscricao e JOIN turma c ON c.id = e.id_turma JOIN treinamento t ON t.id = c.id_treinamento
    JOIN aluno a ON a.id = e.id_aluno JOIN status_inscricao si ON si.id_status_inscricao = e.id_status_inscricao`;

async function consumers(financeUrl, reportingUrl, academicUrl) {
  const source = await connect(academicUrl);
  const finance = await loaderSession(financeUrl);
  const reporting = await loaderSession(reportingUrl);
  try {
    await finance.query('BEGIN');
    await reporting.query('BEGIN');
    const financeIndexes = await deferIndexes(finance, ['comissao', 'matricula_estado', 'cobranca', 'pagamento']);
    const financeListVersions = await pauseListVersions(finance);
    const reportingIndexes = await deferIndexes(reporting, ['matricula_fato', 'aluno_fato']);
    const factColumns = await columnsOf(reporting, 'matricula_fato');
    await timed(`finance + reporting: ${n(SIZES.classes)} classes' enrolments as their projections hold them`, async () => {
      const enrolments = await count(academicUrl, 'SELECT max(id) AS n FROM inscricao');
      /** The enrolment rows' `columns` (named as in ENROLMENT_ROWS_SQL, or renamed by `as`) where `where`, in id ranges. */
      const selects = (columns, where = 'TRUE', as = {}) =>
        inRanges(
          `SELECT ${columns.map((column) => `r.${as[column] ?? column}`).join(', ')} FROM (${ENROLMENT_ROWS_SQL}) r WHERE ${where} AND`,
          'r.id_matricula',
          enrolments,
        );
      const commission = [
        'id_matricula',
        'id_turma',
        'id_treinamento',
        'nome_treinamento',
        'data_inicio',
        'data_fim',
        'id_aluno',
        'nome_aluno',
        'data_hora_inscricao',
        'id_status_inscricao',
        'status_inscricao',
        'data_hora_cancelamento',
        'data_hora_pagamento',
        'valor_pago',
        'id_usuario_venda',
      ];
      const facts = factColumns.filter((column) => ENROLMENT_COLUMNS.includes(column));
      await Promise.all([
        (async () => {
          const state = ['id_matricula', 'sequence', 'gera_comissao'];
          await copyAcross(finance, academicUrl, 'matricula_estado', state, selects(state));
          await copyAcross(
            finance,
            academicUrl,
            'comissao',
            commission,
            selects(commission, 'r.gera_comissao', {
              data_hora_inscricao: 'data_hora_inclusao',
              status_inscricao: 'nome_status_inscricao',
            }),
          );
          await charges(finance, academicUrl, selects);
        })(),
        copyAcross(reporting, academicUrl, 'matricula_fato', facts, selects(facts)),
      ]);
    });
    await timed(`reporting: ${n(SIZES.people)} people facts`, async () => {
      const people = {
        id_aluno: 'id',
        revision: 'revision',
        data_criacao: 'data_criacao',
        is_student: 'is_student',
        foi_interessado: '(NOT is_student OR id % 5 <> 0)',
        excluido: 'false',
      };
      const columns = (await columnsOf(reporting, 'aluno_fato')).filter((column) => column in people);
      await copyAcross(
        reporting,
        academicUrl,
        'aluno_fato',
        columns,
        inRanges(`SELECT ${columns.map((column) => people[column]).join(', ')} FROM aluno WHERE`, 'id', SIZES.people),
      );
    });
    await classProjections(finance, source);
    await classProjections(reporting, source);
    await timed('finance + reporting: indexes', () => Promise.all([financeIndexes(), reportingIndexes()]));
    await financeListVersions();
    await finance.query('COMMIT');
    await reporting.query('COMMIT');
  } finally {
    await Promise.all([source.end(), finance.end(), reporting.end()]);
  }
}

/**
 * Every enrolment's charges as finance would have made them: the class's price (490 + (class % 30) * 50) in
 * 1 + (enrolment % 6) monthly instalments from the enrolment's day (about 3.5 per enrolment). Paid enrolments
 * (3, 8) have them paid, one payment each; cancelled ones (4, 5, 6) cancelled; 1 and 2 open, the older overdue.
 */
async function charges(finance, academicUrl, selects) {
  const seed = [
    'id_matricula',
    'sequence',
    'id_turma',
    'nome_treinamento',
    'id_aluno',
    'nome_aluno',
    'id_status_inscricao',
    'data_hora_inclusao',
  ];
  await finance.query(`CREATE TEMP TABLE charge_seed (id_matricula int, sequence int, id_turma int, nome_treinamento text, id_aluno int,
    nome_aluno text, id_status_inscricao int, data_hora_inclusao timestamptz) ON COMMIT DROP`);
  await copyAcross(finance, academicUrl, 'charge_seed', seed, selects(seed, 'r.id_status_inscricao NOT IN (7, 9)'));
  await finance.query(
    `INSERT INTO cobranca (id_matricula, id_turma, nome_treinamento, id_aluno, nome_aluno, parcela, parcelas, valor, valor_recebido, vencimento,
                           situacao, pago_em, forma_pagamento)
     SELECT s.id_matricula, s.id_turma, s.nome_treinamento, s.id_aluno, s.nome_aluno, p, n, v, CASE WHEN paid THEN v ELSE 0 END,
            (s.data_hora_inclusao AT TIME ZONE 'America/Sao_Paulo')::date + make_interval(months => p - 1),
            CASE WHEN paid THEN 'Paga' WHEN s.id_status_inscricao IN (4, 5, 6) THEN 'Cancelada' ELSE 'Aberta' END,
            CASE WHEN paid THEN s.data_hora_inclusao + make_interval(days => 1, months => p - 1) END,
            CASE WHEN paid THEN 'PIX' END
       FROM charge_seed s,
            LATERAL (SELECT 1 + s.id_matricula % 6 AS n, (490 + (s.id_turma % 30) * 50) * 100 AS total, s.id_status_inscricao IN (3, 8) AS paid) t,
            LATERAL generate_series(1, t.n) p,
            LATERAL (SELECT ((t.total / t.n) + CASE WHEN p <= t.total % t.n THEN 1 ELSE 0 END) / 100.0 AS v) amount
      ORDER BY s.id_matricula, p`,
  );
  await finance.query(
    `INSERT INTO pagamento (id_cobranca, valor, pago_em, forma_pagamento, origem)
     SELECT id, valor, pago_em, 'PIX', 'pix' FROM cobranca WHERE situacao = 'Paga' ORDER BY id`,
  );
  await finance.query(
    `INSERT INTO cobranca_matricula (id_matricula, sequence, id_status_inscricao, id_turma, id_aluno, termos)
     SELECT s.id_matricula, s.sequence, s.id_status_inscricao, s.id_turma, s.id_aluno,
            to_char(490 + (s.id_turma % 30) * 50, 'FM999999990') || '.00|' || (1 + s.id_matricula % 6) || '|' ||
            to_char(s.data_hora_inclusao AT TIME ZONE 'America/Sao_Paulo', 'YYYY-MM-DD')
       FROM charge_seed s`,
  );
}

/** Entries that let a student take their training's exams: content released, and seated (contracts' ATTENDING_ENROLMENT_STATUSES). */
const takesExams = (entry) => `${entry}.libera_conteudo AND ${entry}.id_status_inscricao IN (1, 2, 3, 8)`;

/** How many students the practice-exam benchmark starts attempts for, and where their user ids start (above every staff id). */
export const EXAM_STUDENTS = 500;
export const EXAM_STUDENT_USER_BASE = 1_000_000;

/**
 * assessment's projections as its consumer would hold them after a replay of academic's enrolments (every enrolment with its
 * libera_conteudo, the classes and trainings), then the exam benchmark's students: the training with the most students whose content
 * is released, and EXAM_STUDENTS of those students as users of type 6 (Aluno) in assessment's users projection.
 */
async function assessment(url, academicUrl) {
  const source = await connect(academicUrl);
  const client = await loaderSession(url);
  try {
    await client.query('BEGIN');
    const present = await columnsOf(client, 'matricula');
    const rows = `SELECT r.*, e.libera_conteudo FROM (${ENROLMENT_ROWS_SQL}) r JOIN inscricao e ON e.id = r.id_matricula WHERE`;
    const columns = [...ENROLMENT_COLUMNS, 'libera_conteudo'].filter((column) => present.includes(column));
    const enrolments = await count(academicUrl, 'SELECT max(id) AS n FROM inscricao');
    await timed(`assessment: ${n(enrolments)} enrolments (${columns.length} columns)`, () =>
      copyAcross(
        client,
        academicUrl,
        'matricula',
        columns,
        inRanges(`SELECT ${columns.map((column) => `x.${column}`).join(', ')} FROM (${rows} TRUE) x WHERE`, 'x.id_matricula', enrolments),
      ),
    );
    await classProjections(client, source);
    const { rows: picked } = await client.query(
      `SELECT id_treinamento, array_agg(id_aluno ORDER BY id_aluno) AS students
         FROM (SELECT DISTINCT e.id_treinamento, e.id_aluno FROM matricula e WHERE ${takesExams('e')}) m
        GROUP BY id_treinamento ORDER BY count(*) DESC, id_treinamento LIMIT 1`,
    );
    const students = picked[0].students.slice(0, EXAM_STUDENTS);
    await client.query(
      `INSERT INTO usuario_projecao (id_usuario, nome, email, status, id_tipo_usuario, nome_tipo_usuario, id_aluno, permissions, session_version, revision)
       SELECT $2::int + i, 'Aluno ' || s, 'aluno' || s || '@bench.treina.dev', true, 6, 'Aluno', s, '{}', 1, 1
         FROM unnest($1::int[]) WITH ORDINALITY AS u(s, i)`,
      [students, EXAM_STUDENT_USER_BASE],
    );
    await client.query('COMMIT');
    log(`  exam students: ${students.length} of training ${picked[0].id_treinamento} (users ${EXAM_STUDENT_USER_BASE + 1}..)`);
  } finally {
    await Promise.all([client.end(), source.end()]);
  }
}

/** The training and the students (user and student ids) the exam benchmark runs with, as assessment's users projection holds them. */
export async function examStudents(assessmentUrl) {
  const client = await connect(assessmentUrl);
  try {
    const { rows: students } = await client.query(
      'SELECT id_usuario, id_aluno FROM usuario_projecao WHERE id_usuario > $1 ORDER BY id_usuario',
      [EXAM_STUDENT_USER_BASE],
    );
    const { rows: training } = await client.query(
      `SELECT m.id_treinamento FROM matricula m JOIN usuario_projecao u ON u.id_aluno = m.id_aluno
        WHERE u.id_usuario > $1 AND ${takesExams('m')} GROUP BY 1 ORDER BY count(DISTINCT m.id_aluno) DESC, 1 LIMIT 1`,
      [EXAM_STUDENT_USER_BASE],
    );
    return { id_treinamento: training[0]?.id_treinamento ?? null, students };
  } finally {
    await client.end();
  }
}

async function count(url, sql) {
  const client = await connect(url);
  try {
    return Number((await client.query(sql)).rows[0].n);
  } finally {
    await client.end();
  }
}

/**
 * Fills the databases `${postgresUrl}/${dbPrefix}<service>` (migrated, empty). With a running
 * product (`env` as it was started), users reach the projections through identity's outbox.
 */
export async function generate({ postgresUrl, dbPrefix, env = {}, fill = process.env.BENCH_FILL ?? 'sql' }) {
  const url = (service) => `${postgresUrl}/${dbPrefix}${service}`;
  const started = performance.now();
  log(`generating at scale ${SCALE} (anchor date ${TODAY})`);
  await timed('identity: 500 users', () => identity(url('identity')));
  const republish = spawnSync(process.execPath, [join(ROOT, 'services/identity/dist/src/cli.js'), 'republish-users'], {
    cwd: ROOT,
    env: { ...process.env, ...env, DATABASE_URL: url('identity') },
    encoding: 'utf8',
  });
  if (republish.status !== 0) throw new Error(`republish-users: ${republish.stderr}`);
  await academic(url('academic'));
  if (fill === 'replay') {
    await crm(url('crm'), url('academic'));
    await timed('finance + reporting through `npm run replay -- finance reporting`', async () => {
      const replay = spawnSync(process.execPath, [join(ROOT, 'tools/replay.mjs'), 'finance', 'reporting'], {
        cwd: ROOT,
        stdio: 'inherit',
        env: { ...process.env, ...env, DB_PREFIX: dbPrefix, POSTGRES_URL: postgresUrl, REPLAY_WAIT_MS: '1800000' },
      });
      if (replay.status !== 0) throw new Error('replay failed');
    });
  } else {
    // crm and finance + reporting only read academic: side by side.
    await Promise.all([crm(url('crm'), url('academic')), consumers(url('finance'), url('reporting'), url('academic'))]);
  }
  // Every consumer's users projection, through identity's events.
  const withAssessment = await hasAssessment(url('assessment'));
  await timed('users projections (republish-users through the broker)', async () => {
    const deadline = Date.now() + 300_000;
    for (const service of ['crm', 'academic', 'finance', 'reporting', ...(withAssessment ? ['assessment'] : [])]) {
      while ((await count(url(service), 'SELECT count(*) AS n FROM usuario_projecao')) < SIZES.users) {
        if (Date.now() > deadline) throw new Error(`${service}: users projection did not fill`);
        await sleep(500);
      }
    }
  });
  // After the wait above: its exam students are users of assessment's projection alone.
  if (withAssessment) await assessment(url('assessment'), url('academic'));
  await timed('VACUUM ANALYZE (the steady state of a live database)', () =>
    vacuumAnalyze(['identity', 'academic', 'crm', 'finance', 'reporting', ...(withAssessment ? ['assessment'] : [])].map(url)),
  );
  const figures = {
    ...(await dataFigures(postgresUrl, dbPrefix)),
    seconds: Math.round((performance.now() - started) / 1000),
    load: loadText(),
  };
  log(`generated in ${figures.seconds} s: ${JSON.stringify(figures)}`);
  return figures;
}

/** Whether the product has the assessment service (its database migrated). */
async function hasAssessment(url) {
  try {
    const client = await connect(url);
    try {
      return (await columnsOf(client, 'matricula')).length > 0;
    } finally {
      await client.end();
    }
  } catch {
    return false;
  }
}

/** Row counts of the benchmark's data. */
export async function dataFigures(postgresUrl, dbPrefix) {
  const url = (service) => `${postgresUrl}/${dbPrefix}${service}`;
  const classes = await count(url('academic'), 'SELECT count(*) AS n FROM turma');
  return {
    // The scale the data was made at (its classes tell it: 5,000 per unit).
    scale: classes / 5_000,
    users: await count(url('identity'), 'SELECT count(*) AS n FROM usuario'),
    students: await count(url('academic'), 'SELECT count(*) AS n FROM aluno WHERE is_student'),
    leads: await count(url('academic'), 'SELECT count(*) AS n FROM aluno WHERE NOT is_student'),
    classes,
    enrolments: await count(url('academic'), 'SELECT count(*) AS n FROM inscricao'),
    activities: await count(url('crm'), 'SELECT count(*) AS n FROM atividade'),
    subtasks: await count(url('crm'), 'SELECT count(*) AS n FROM subtarefa'),
    customers: await count(url('crm'), 'SELECT count(*) AS n FROM cliente'),
    services: await count(url('crm'), 'SELECT count(*) AS n FROM servico'),
    commissions: await count(url('finance'), 'SELECT count(*) AS n FROM comissao'),
    facts: await count(url('reporting'), 'SELECT count(*) AS n FROM matricula_fato'),
    ...((await hasAssessment(url('assessment')))
      ? {
          examStudents: await count(
            url('assessment'),
            `SELECT count(*) AS n FROM usuario_projecao WHERE id_usuario > ${EXAM_STUDENT_USER_BASE}`,
          ),
        }
      : {}),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  await generate({
    postgresUrl: process.env.POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432',
    dbPrefix: process.env.DB_PREFIX ?? 'bench_',
  });
}
