// HTTP benchmarks through the gateway (autocannon, authenticated by the cookie of a real log-in) and, for each, the same answer computed by
// one raw SQL query over `pg` on the same data: the ratio ours / raw shows what the service stack adds to the database work.
//
// Per scenario: a short warm-up, then `duration` s with 1 connection (the latency figures and the ratio) and `duration` s with
// `connections` connections (throughput; latency under load). Latencies are every response's time as autocannon measured it.
import { cpus } from 'node:os';
import autocannon from 'autocannon';
import { cpuCeiling } from './lib/cpu.mjs';
import { fold } from './lib/fold.mjs';
import { connect, log, loadText, ms, sleep, summary } from './lib/common.mjs';

const foldSql = (expression) => `translate(lower(${expression}::text), 'áàâãäåéèêëíìîïóòôõöúùûüçñ -()', 'aaaaaaeeeeiiiiooooouuuucn')`;
const likeAll = (column, q) =>
  q
    .split(/\s+/)
    .map(fold)
    .filter(Boolean)
    .map((term) => `${column} LIKE '%${term.replace(/'/g, "''")}%'`);

/** One raw statement per list: the page with every nested detail the API answers, and the total. */
/** A student with charges in every bench database (enrolments are spread over students 1..75,000 at scale 1). */
const CHARGED_STUDENT = 4242;

const RAW = {
  students: (q) => {
    const where = ['a.is_student', ...(q ? likeAll('a.busca', q) : [])].join(' AND ');
    return `
      WITH page AS (
        SELECT a.id, a.nome_aluno, a.email, a.telefone, a.cpf, a.rg, a.data_nasc, a.endereco, a.id_status_aluno, sa.nome_status_aluno,
               a.id_canal_aluno, ca.nome_canal_aluno, a.data_criacao, a.obs_estudante, a.possui_login, a.is_student
          FROM aluno a LEFT JOIN status_aluno sa ON sa.id_status_aluno = a.id_status_aluno LEFT JOIN canal_aluno ca ON ca.id_canal_aluno = a.id_canal_aluno
         WHERE ${where}
         ORDER BY a.data_criacao DESC NULLS LAST, a.id DESC NULLS LAST LIMIT 10)
      SELECT (SELECT count(*) FROM aluno a WHERE ${where}) AS total, p.*,
             (SELECT json_agg(json_build_object('id', e.id, 'id_turma', e.id_turma, 'nome_treinamento', t.nome_treinamento, 'data_inicio', c.data_inicio,
                     'data_fim', c.data_fim, 'nome_periodo_turma', pe.nome_periodo_turma, 'id_inscricao', e.id_status_inscricao,
                     'nome_status_inscricao', si.nome_status_inscricao, 'data_hora_inclusao', e.data_hora_inclusao, 'data_hora_pagamento', e.data_hora_pagamento,
                     'data_hora_cancelamento', e.data_hora_cancelamento, 'nome_forma_pagto', fp.nome_forma_pagto, 'valor_pago', e.valor_pago,
                     'cod_pagto', e.cod_pagto, 'cci', e.cci, 'gera_comissao', e.gera_comissao, 'libera_conteudo', e.libera_conteudo) ORDER BY c.data_inicio DESC, e.id DESC)
                FROM inscricao e JOIN turma c ON c.id = e.id_turma JOIN treinamento t ON t.id = c.id_treinamento
                JOIN periodo_turma pe ON pe.id_periodo_turma = c.id_periodo_turma JOIN status_inscricao si ON si.id_status_inscricao = e.id_status_inscricao
                LEFT JOIN forma_pagamento fp ON fp.id_forma_pagto = e.id_forma_pagto WHERE e.id_aluno = p.id) AS turmas,
             (SELECT json_agg(ai.id_treinamento) FROM aluno_interesse ai WHERE ai.id_aluno = p.id) AS interesses,
             (SELECT json_agg(ar.chave) FROM arquivo ar WHERE ar.id_aluno = p.id) AS documentos
        FROM page p ORDER BY p.data_criacao DESC, p.id DESC`;
  },
  classes: (q, classId) => {
    const conditions = [];
    if (classId) conditions.push(`c.id = ${Number(classId)}`);
    if (q) {
      // The names in their small tables, the description through academic's stored folded text.
      for (const term of q.split(/\s+/).map(fold).filter(Boolean)) {
        const like = `LIKE '%${term.replace(/'/g, "''")}%'`;
        conditions.push(`(c.id_treinamento IN (SELECT id FROM treinamento WHERE ${foldSql('nome_treinamento')} ${like})
          OR c.id_instrutor IN (SELECT id_usuario FROM usuario_projecao WHERE ${foldSql('nome')} ${like})
          OR c.id_periodo_turma IN (SELECT id_periodo_turma FROM periodo_turma WHERE ${foldSql('nome_periodo_turma')} ${like})
          OR c.id_status_turma IN (SELECT id_status_turma FROM status_turma WHERE ${foldSql('nome_status_turma')} ${like})
          OR c.desc_busca ${like})`);
      }
    }
    const from = `turma c JOIN treinamento t ON t.id = c.id_treinamento JOIN status_turma s ON s.id_status_turma = c.id_status_turma
                  JOIN periodo_turma p ON p.id_periodo_turma = c.id_periodo_turma LEFT JOIN usuario_projecao u ON u.id_usuario = c.id_instrutor`;
    const where = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
    return `
      WITH page AS (
        SELECT c.id, c.id_treinamento, t.nome_treinamento, to_char(c.data_inicio, 'YYYY-MM-DD') AS data_inicio, to_char(c.data_fim, 'YYYY-MM-DD') AS data_fim,
               c.id_status_turma, s.nome_status_turma, c.id_periodo_turma, p.nome_periodo_turma, c.id_instrutor, u.nome AS nome_instrutor,
               c.desc_turma, c.gera_comissao, c.data_inicio AS inicio,
               (SELECT count(*) FROM inscricao ce WHERE ce.id_turma = c.id AND ce.id_status_inscricao NOT IN (4, 6)) AS count_alunos
          FROM ${from} ${where}
         ORDER BY c.data_inicio DESC NULLS LAST, c.id DESC NULLS LAST LIMIT 10)
      SELECT (SELECT count(*) FROM ${from} ${where}) AS total, page.*,
             (SELECT json_agg(json_build_object('id', e.id, 'id_aluno', e.id_aluno, 'nome_aluno', a.nome_aluno, 'id_inscricao', e.id_status_inscricao,
                     'nome_status_inscricao', si.nome_status_inscricao, 'id_forma_pagto', e.id_forma_pagto, 'nome_forma_pagto', fp.nome_forma_pagto,
                     'valor_pago', e.valor_pago, 'cod_pagto', e.cod_pagto, 'cci', e.cci, 'data_hora_inclusao', e.data_hora_inclusao,
                     'data_hora_pagamento', e.data_hora_pagamento, 'data_hora_cancelamento', e.data_hora_cancelamento, 'gera_comissao', e.gera_comissao,
                     'libera_conteudo', e.libera_conteudo, 'id_status_contrato_aluno', e.id_status_contrato_aluno, 'id_turma_origem', e.id_turma_origem)
                     ORDER BY e.data_hora_inclusao, e.id)
                FROM inscricao e JOIN aluno a ON a.id = e.id_aluno JOIN status_inscricao si ON si.id_status_inscricao = e.id_status_inscricao
                LEFT JOIN forma_pagamento fp ON fp.id_forma_pagto = e.id_forma_pagto WHERE e.id_turma = page.id) AS alunos,
             (SELECT json_agg(json_build_object('id', m.id, 'nome_material', m.nome_material, 'url', m.url) ORDER BY m.nome_material, m.id)
                FROM treinamento_material tm JOIN material m ON m.id = tm.id_material WHERE tm.id_treinamento = page.id_treinamento) AS materiais
        FROM page ORDER BY page.inicio DESC, page.id DESC`;
  },
  activities: (q, named = []) => {
    // As the API searches: the stored folded text, or the responsible user's, the type's or the
    // status's name, whose ids it looks up first and inlines (`named`, per term; namedActivityIds).
    const terms = (q ?? '').split(/\s+/).map(fold).filter(Boolean);
    const matches = (term, index) => {
      const ids = named[index] ?? {};
      const alternatives = [`a.busca LIKE '%${term.replace(/'/g, "''")}%'`];
      for (const [column, key] of [
        ['a.id_usuario', 'u'],
        ['a.id_tipo_atividade', 't'],
        ['a.id_status_atividade', 's'],
      ]) {
        if (ids[key]?.length) alternatives.push(`${column} = ANY('{${ids[key].join(',')}}'::int[])`);
      }
      return `(${alternatives.join(' OR ')})`;
    };
    const where = terms.length ? `WHERE ${terms.map(matches).join(' AND ')}` : '';
    return `
      WITH page AS (
        SELECT a.id, a.titulo, to_char(a.data, 'YYYY-MM-DD') AS data, a.id_usuario, COALESCE(u.nome, '') AS nome_usuario, a.id_tipo_atividade,
               COALESCE(t.nome, '') AS nome_tipo_atividade, t.tipo AS tipo_atividade, a.id_aluno, COALESCE(s.nome_aluno, '') AS nome_aluno,
               COALESCE(s.email, '') AS email_aluno, COALESCE(s.telefone, '') AS telefone_aluno, a.id_status_atividade, COALESCE(st.nome, '') AS nome_status_atividade,
               a.tempo_gasto, a.atualizado_em, COALESCE(c.nome, '') AS criado_por, a.id_criado_por, a.data AS dia
          FROM atividade a LEFT JOIN usuario_projecao u ON u.id_usuario = a.id_usuario LEFT JOIN tipo_atividade t ON t.id = a.id_tipo_atividade
          LEFT JOIN status_atividade st ON st.id = a.id_status_atividade LEFT JOIN aluno_projecao s ON s.id_aluno = a.id_aluno
          LEFT JOIN usuario_projecao c ON c.id_usuario = a.id_criado_por
          ${where}
         ORDER BY a.data DESC NULLS LAST, a.id DESC NULLS LAST LIMIT 10)
      SELECT (SELECT count(*) FROM atividade a ${where}) AS total, page.*,
             (SELECT json_agg(json_build_object('id', x.id, 'date', to_char(x.data, 'YYYY-MM-DD'), 'time', x.tempo, 'desc', x.descricao) ORDER BY x.data DESC, x.ordem)
                FROM subtarefa x WHERE x.id_atividade = page.id) AS subtasks
        FROM page ORDER BY page.dia DESC, page.id DESC`;
  },
  /** The charges, open (overdue first) by due day, as GET /api/charges answers them; `student`: one student's. */
  charges: (student) => {
    const where = student ? `WHERE c.id_aluno = ${Number(student)}` : '';
    return `
      SELECT (SELECT count(*) FROM cobranca c ${where}) AS total, c.id, c.id_matricula, c.id_turma, c.nome_treinamento, c.id_aluno, c.nome_aluno,
             c.parcela, c.parcelas, c.valor::text, c.valor_recebido::text, to_char(c.vencimento, 'YYYY-MM-DD') AS vencimento,
             CASE WHEN c.situacao = 'Aberta' AND c.vencimento < current_date THEN 'Vencida' ELSE c.situacao END AS status,
             c.pago_em, c.forma_pagamento, c.divergente, c.estornado_em, c.txid
        FROM cobranca c ${where}
       ORDER BY (c.situacao <> 'Aberta'), c.vencimento, c.id LIMIT ${student ? 20 : 10}`;
  },
  commissions: (q) => {
    // finance's stored folded text (training | student | status) and its trigram index.
    const where = q ? `WHERE ${likeAll('c.busca', q).join(' AND ')}` : '';
    return `
      SELECT (SELECT count(*) FROM comissao c ${where}) AS total, c.id_matricula AS id, c.id_turma, c.nome_treinamento, to_char(c.data_inicio, 'YYYY-MM-DD') AS data_inicio,
             to_char(c.data_fim, 'YYYY-MM-DD') AS data_fim, c.nome_aluno, c.data_hora_inscricao, c.id_status_inscricao, c.status_inscricao,
             c.data_hora_cancelamento, c.data_hora_pagamento, c.id_usuario_venda
        FROM comissao c ${where}
       ORDER BY c.data_hora_inscricao DESC NULLS LAST, c.id_matricula DESC NULLS LAST LIMIT 10`;
  },
};

/** Per term of `q`, the ids of the users (u), activity types (t) and statuses (s) whose folded name contains it. */
async function namedActivityIds(url, q) {
  const client = await connect(url);
  try {
    const named = [];
    for (const term of q.split(/\s+/).map(fold).filter(Boolean)) {
      const like = `LIKE '%${term.replace(/'/g, "''")}%'`;
      const { rows } = await client.query(
        `SELECT ARRAY(SELECT id_usuario FROM usuario_projecao WHERE ${foldSql('nome')} ${like}) AS u,
                ARRAY(SELECT id FROM tipo_atividade WHERE ${foldSql('nome')} ${like}) AS t,
                ARRAY(SELECT id FROM status_atividade WHERE ${foldSql('nome')} ${like}) AS s`,
      );
      named.push(rows[0]);
    }
    return named;
  } finally {
    await client.end();
  }
}

/** Times `sql` one after another: up to `runs` times within `budgetMs` (at least 5), after 3 warm-up runs. */
async function rawTimes(url, sql, params, runs, budgetMs = 10_000) {
  const client = await connect(url);
  try {
    for (let warm = 0; warm < 3; warm += 1) await client.query(sql, params);
    const times = [];
    const started = performance.now();
    for (let run = 0; run < runs && (run < 5 || performance.now() - started < budgetMs); run += 1) {
      const started = performance.now();
      await client.query(sql, params);
      times.push(performance.now() - started);
    }
    return times;
  } finally {
    await client.end();
  }
}

const cores = () => cpus().length;

/** One autocannon run; every response's latency, the status counts, requests a second. */
async function cannon(baseUrl, cookie, request, connections, duration, sampler) {
  const latencies = [];
  const statuses = {};
  const instance = autocannon({
    url: baseUrl,
    connections,
    duration,
    // What Chromium sends: a list kept serialized is answered gzipped to it (ListPageCache).
    headers: { cookie, 'content-type': 'application/json', 'accept-encoding': 'gzip, deflate, br, zstd' },
    requests: [request],
    timeout: 30,
  });
  instance.on('response', (_client, status, _bytes, time) => {
    latencies.push(time);
    statuses[status] = (statuses[status] ?? 0) + 1;
  });
  const stopSampling = sampler?.();
  const result = await instance;
  stopSampling?.();
  return {
    latencies,
    statuses,
    requests: result.requests.total,
    rps: result.requests.total / (result.duration || duration),
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/**
 * `perSecond` requests for `seconds`, one at a time, each at its slot of a fixed schedule: a save's latency at a rate the product sustains.
 * Back to back, a 40-entry save outruns the event pipeline, so that figure also measures queueing behind the consumers.
 */
/** Goal 2's rate: five 40-entry saves a second (forty enrolment events each, four times the lag test's changes). */
const PACED_SAVES_PER_SECOND = 5;

async function paced(baseUrl, cookie, request, perSecond, seconds) {
  const latencies = [];
  const statuses = {};
  const interval = 1000 / perSecond;
  const start = performance.now();
  for (let index = 0; index < perSecond * seconds; index += 1) {
    const wait = start + index * interval - performance.now();
    if (wait > 0) await sleep(wait);
    const begun = performance.now();
    const response = await fetch(`${baseUrl}${request.path}`, {
      method: request.method,
      headers: { cookie, 'content-type': 'application/json' },
      body: request.setupRequest?.({}).body,
    });
    await response.arrayBuffer();
    latencies.push(performance.now() - begun);
    statuses[response.status] = (statuses[response.status] ?? 0) + 1;
  }
  return { latencies, statuses };
}

/**
 * The attendance scenarios' targets: a session held before the data's TODAY in a class of 80 with at least 40 attending
 * students, and the first 40 of its sheet (so each save writes 40 marks).
 */
async function attendanceTargets(baseUrl, cookie, dbUrl) {
  const academic = await connect(dbUrl('academic'));
  const { rows } = await academic.query(
    `SELECT a.id, a.id_turma FROM aula a
      WHERE a.presencas_registradas
        AND (SELECT count(*) FROM inscricao i WHERE i.id_turma = a.id_turma AND i.id_status_inscricao IN (1, 2, 3, 8)) >= 40
      ORDER BY a.data DESC, a.id DESC LIMIT 1`,
  );
  await academic.end();
  const session = rows[0];
  const sheet = await (await fetch(`${baseUrl}/api/sessions/${session.id}/attendance`, { headers: { cookie } })).json();
  return { sessionId: session.id, classId: session.id_turma, students: sheet.alunos.slice(0, 40).map((row) => row.id_aluno) };
}

/** A month of the agenda, every class, as GET /api/sessions answers it. */
const AGENDA_RAW = `
  SELECT a.id, a.id_turma, to_char(a.data, 'YYYY-MM-DD') AS data, to_char(a.inicio, 'HH24:MI') AS inicio, to_char(a.fim, 'HH24:MI') AS fim,
         a.id_instrutor, u.nome, a.status, a.presencas_registradas, a.id_turma_conflito IS NOT NULL, coalesce(nullif(t.desc_turma, ''), tr.nome_treinamento),
         t.id_treinamento, tr.nome_treinamento
    FROM aula a JOIN turma t ON t.id = a.id_turma JOIN treinamento tr ON tr.id = t.id_treinamento
    LEFT JOIN usuario_projecao u ON u.id_usuario = a.id_instrutor
   WHERE a.data BETWEEN $1 AND $2 ORDER BY a.data, a.inicio, a.id`;
/** A class's attendance counts per attending student, as GET /api/classes/{id}/attendance reads them. */
const CLASS_ATTENDANCE_RAW = `
  SELECT i.id_aluno, al.nome_aluno, count(p.presenca) FILTER (WHERE p.presenca IN ('P', 'T')), count(p.presenca) FILTER (WHERE p.presenca = 'A'),
         count(p.presenca) FILTER (WHERE p.presenca = 'J')
    FROM inscricao i JOIN aluno al ON al.id = i.id_aluno
    LEFT JOIN (presenca p JOIN aula a ON a.id = p.id_aula AND a.id_turma = $1) ON p.id_aluno = i.id_aluno
   WHERE i.id_turma = $1 AND i.id_status_inscricao IN (1, 2, 3, 8)
   GROUP BY i.id_aluno, al.nome_aluno ORDER BY al.nome_aluno`;
/** A session's 40 marks written and its revision raised, as PUT /api/sessions/{id}/attendance does first. */
const ATTENDANCE_RAW = `
  WITH m AS (INSERT INTO presenca (id_aula, id_aluno, presenca)
             SELECT $1, r.id_aluno, r.presenca FROM jsonb_to_recordset($2::jsonb) AS r(id_aluno int, presenca char(1))
             ON CONFLICT (id_aula, id_aluno) DO UPDATE SET presenca = excluded.presenca RETURNING 1),
       u AS (UPDATE aula SET revisao_presenca = revisao_presenca + 1 WHERE id = $1 RETURNING 1)
  SELECT (SELECT count(*) FROM m), (SELECT count(*) FROM u)`;

/**
 * The scenarios. `ctx`: { baseUrl, cookie, dbUrl(service), patchClass: { id, row }, duration, connections, sampler, cpu }
 * (`cpu()` starts a bench/lib/cpu.mjs meter for the loaded run).
 * Returns one figure object per scenario (printed as it goes).
 */
export async function httpBenchmarks(ctx) {
  const { baseUrl, cookie, dbUrl, duration, connections } = ctx;
  const classRow = ctx.patchClass.row;
  let flip = 0;
  /** A user's edit: the description and one student's content flag; the whole list goes back, as the form sends it. */
  const editOne = () => {
    flip += 1;
    const alunos = classRow.alunos.map((entry, index) => (index === 0 ? { ...entry, libera_conteudo: flip % 2 === 0 } : entry));
    return JSON.stringify({ ...classRow, desc_turma: `${classRow.desc_turma ?? ''} (bench ${flip % 2})`, alunos });
  };
  /** Every entry changed (content flag and amount): 40 enrolment events in one save. */
  const editAll = () => {
    flip += 1;
    const alunos = classRow.alunos.map((entry) => ({ ...entry, libera_conteudo: flip % 2 === 0, valor_pago: 1490 + (flip % 2) }));
    return JSON.stringify({ ...classRow, alunos });
  };
  const patchRaw = `
    WITH c AS (UPDATE turma SET desc_turma = desc_turma, revision = revision + 1 WHERE id = $1 RETURNING id, id_treinamento),
         e AS (UPDATE inscricao SET libera_conteudo = NOT libera_conteudo, sequence = sequence + 1 WHERE id = (SELECT min(id) FROM inscricao WHERE id_turma = $1) RETURNING id)
    SELECT c.id, (SELECT json_agg(json_build_object('id', i.id, 'id_aluno', i.id_aluno, 'nome_aluno', a.nome_aluno, 'id_inscricao', i.id_status_inscricao,
                  'valor_pago', i.valor_pago, 'libera_conteudo', i.libera_conteudo, 'data_hora_inclusao', i.data_hora_inclusao) ORDER BY i.data_hora_inclusao, i.id)
                    FROM inscricao i JOIN aluno a ON a.id = i.id_aluno WHERE i.id_turma = c.id) AS alunos, (SELECT count(*) FROM e) AS changed
      FROM c`;
  const students = 'souza martins';
  const attendance = await attendanceTargets(baseUrl, cookie, dbUrl);
  /** Every one of the 40 marks flips between present and absent: 40 changes, their history and the session's event per save. */
  const marks = () => {
    flip += 1;
    return JSON.stringify(attendance.students.map((id_aluno) => ({ id_aluno, presenca: flip % 2 === 0 ? 'P' : 'A' })));
  };
  const scenarios = [
    { name: 'students, page 1 (type=student)', path: '/api/students?type=student&page=1&pageSize=10', db: 'academic', raw: RAW.students() },
    {
      name: `students, searched q="${students}"`,
      path: `/api/students?type=student&page=1&pageSize=10&q=${encodeURIComponent(students)}`,
      db: 'academic',
      raw: RAW.students(students),
    },
    { name: 'classes, page 1', path: '/api/classes?page=1&pageSize=10', db: 'academic', raw: RAW.classes() },
    { name: 'classes, searched q="excel"', path: '/api/classes?page=1&pageSize=10&q=excel', db: 'academic', raw: RAW.classes('excel') },
    { name: 'activities, page 1', path: '/api/activities?page=1&pageSize=10', db: 'crm', raw: RAW.activities() },
    {
      name: 'activities, searched q="proposta"',
      path: '/api/activities?page=1&pageSize=10&q=proposta',
      db: 'crm',
      raw: RAW.activities('proposta', await namedActivityIds(dbUrl('crm'), 'proposta')),
    },
    {
      name: 'activities, searched q="conceição"',
      path: `/api/activities?page=1&pageSize=10&q=${encodeURIComponent('conceição')}`,
      db: 'crm',
      raw: RAW.activities('conceição', await namedActivityIds(dbUrl('crm'), 'conceição')),
    },
    { name: 'commissions, page 1', path: '/api/commissions?page=1&pageSize=10', db: 'finance', raw: RAW.commissions() },
    { name: 'charges, page 1', path: '/api/charges?page=1&pageSize=10', db: 'finance', raw: RAW.charges() },
    {
      name: "a student's charges",
      path: `/api/charges?page=1&pageSize=20&filter.id_aluno=${CHARGED_STUDENT}`,
      db: 'finance',
      raw: RAW.charges(CHARGED_STUDENT),
    },
    {
      name: 'commissions, searched q="souza"',
      path: '/api/commissions?page=1&pageSize=10&q=souza',
      db: 'finance',
      raw: RAW.commissions('souza'),
    },
    {
      name: `class of ${classRow.alunos.length} students, read`,
      path: `/api/classes?classId=${classRow.id}`,
      db: 'academic',
      raw: RAW.classes(undefined, classRow.id),
      list: false,
    },
    {
      name: `class of ${classRow.alunos.length} students, PATCH (description + 1 entry)`,
      method: 'PATCH',
      path: `/api/classes/${classRow.id}`,
      body: editOne,
      db: 'academic',
      raw: patchRaw,
      params: [classRow.id],
      list: false,
      loadRun: false,
    },
    {
      name: `class of ${classRow.alunos.length} students, PATCH (all ${classRow.alunos.length} entries changed)`,
      method: 'PATCH',
      path: `/api/classes/${classRow.id}`,
      body: editAll,
      db: 'academic',
      raw: patchRaw,
      params: [classRow.id],
      list: false,
      loadRun: false,
      pacedPerSecond: PACED_SAVES_PER_SECOND,
    },
    {
      name: 'agenda, a month of every class',
      path: '/api/sessions?de=2026-11-01&ate=2026-11-30',
      db: 'academic',
      raw: AGENDA_RAW,
      params: ['2026-11-01', '2026-11-30'],
      list: false,
    },
    {
      name: "class's attendance summary",
      path: `/api/classes/${attendance.classId}/attendance`,
      db: 'academic',
      raw: CLASS_ATTENDANCE_RAW,
      params: [attendance.classId],
      list: false,
    },
    {
      name: `session attendance of ${attendance.students.length} students, PUT`,
      method: 'PUT',
      path: `/api/sessions/${attendance.sessionId}/attendance`,
      body: marks,
      db: 'academic',
      raw: ATTENDANCE_RAW,
      params: [attendance.sessionId, JSON.stringify(attendance.students.map((id_aluno) => ({ id_aluno, presenca: 'P' })))],
      list: false,
      loadRun: false,
    },
  ];
  // BENCH_SCENARIOS=<regular expression>: only the scenarios whose name matches (a quick look at a few).
  const only = process.env.BENCH_SCENARIOS ? new RegExp(process.env.BENCH_SCENARIOS, 'i') : undefined;
  const figures = [];
  for (const scenario of scenarios.filter((candidate) => !only || only.test(candidate.name))) {
    const request = { method: scenario.method ?? 'GET', path: scenario.path };
    if (scenario.body) request.setupRequest = (req) => ({ ...req, body: scenario.body() });
    // The first ask of a list, before anything is kept for it (a search's total, a page): the rest are repeats.
    const first = request.method === 'GET' ? await firstAsk(baseUrl, cookie, scenario.path) : undefined;
    await cannon(baseUrl, cookie, request, 1, 2);
    const single = await cannon(baseUrl, cookie, request, 1, duration);
    // After the back-to-back run's events are consumed: the paced saves start on a quiet pipeline.
    const pacedRun =
      scenario.pacedPerSecond &&
      (await sleep(5000), await paced(baseUrl, cookie, request, scenario.pacedPerSecond, Math.max(10, duration)));
    const meter = scenario.loadRun === false ? undefined : ctx.cpu?.();
    const loaded = scenario.loadRun === false ? undefined : await cannon(baseUrl, cookie, request, connections, duration, ctx.sampler);
    const cpu = meter?.(loaded?.requests);
    const raw = await rawTimes(
      dbUrl(scenario.db),
      scenario.raw,
      scenario.params ?? [],
      Math.max(20, Math.min(200, single.latencies.length)),
      duration * 1000,
    );
    const ours = summary(single.latencies);
    const base = summary(raw);
    const figure = {
      name: scenario.name,
      path: `${request.method} ${scenario.path}`,
      list: scenario.list !== false,
      c1: { ...ours, rps: single.rps, statuses: single.statuses },
      cN: loaded && { connections, ...summary(loaded.latencies), rps: loaded.rps, statuses: loaded.statuses, cpuMsPerRequest: cpu },
      raw: base,
      ratio: ours.p50 / base.p50,
      paced: pacedRun && { perSecond: scenario.pacedPerSecond, ...summary(pacedRun.latencies), statuses: pacedRun.statuses },
      firstMs: first?.ms,
      firstTotal: first?.total,
      load: loadText(),
    };
    figures.push(figure);
    const bad = Object.keys({ ...single.statuses, ...(loaded?.statuses ?? {}), ...(pacedRun?.statuses ?? {}) }).filter(
      (status) => !status.startsWith('2'),
    );
    log(
      `${figure.name.padEnd(58)} c=1: p50 ${ms(ours.p50)} p95 ${ms(ours.p95)} p99 ${ms(ours.p99)} ${single.rps.toFixed(1)} req/s` +
        (loaded
          ? ` | c=${connections}: p50 ${ms(figure.cN.p50)} p95 ${ms(figure.cN.p95)} p99 ${ms(figure.cN.p99)} ${loaded.rps.toFixed(1)} req/s`
          : '') +
        (figure.paced ? ` | paced ${figure.paced.perSecond}/s: p50 ${ms(figure.paced.p50)} p95 ${ms(figure.paced.p95)}` : '') +
        `${first === undefined ? '' : ` | first ask ${ms(first.ms)}${first.total?.startsWith('>') ? ` (total ${first.total})` : ''}`}` +
        ` | raw SQL p50 ${ms(base.p50)} -> ratio ${figure.ratio.toFixed(1)}x${bad.length ? ` | NON-2XX ${JSON.stringify({ ...single.statuses, ...(loaded?.statuses ?? {}) })}` : ''} (${figure.load})`,
    );
    if (cpu) {
      const where = Object.entries(cpu)
        .map(([name, value]) => `${name} ${value}`)
        .join(', ');
      log(
        `${''.padEnd(4)}CPU ms per request at c=${connections}: ${where} (all cores could serve ${cpuCeiling(cpu, cores()) ?? '-'} req/s)`,
      );
    }
  }
  return figures;
}

/**
 * One GET's time to its whole answer (ms), and the total it showed: a list still counting a broad
 * search answers "at least" a bound (X-Total-Count-Exact: false) and keeps the exact total for the next ask.
 */
async function firstAsk(baseUrl, cookie, path) {
  const started = performance.now();
  const answer = await fetch(`${baseUrl}${path}`, { headers: { cookie, 'accept-encoding': 'gzip, deflate, br, zstd' } });
  await answer.arrayBuffer();
  const ms = performance.now() - started;
  const total = answer.headers.get('x-total-count');
  return { ms, total: total === null ? undefined : `${answer.headers.get('x-total-count-exact') === 'false' ? '>' : ''}${total}` };
}

/** Log-ins per second (argon2id on purpose), with 1 and `connections` connections. */
export async function loginBenchmark({ baseUrl, dbUrl, duration, connections }) {
  const request = {
    method: 'POST',
    path: '/api/auth/login',
    body: JSON.stringify({ username: 'admin@treina.dev', password: 'Admin#2026' }),
  };
  await cannon(baseUrl, '', request, 1, 2);
  const single = await cannon(baseUrl, '', request, 1, duration);
  const loaded = await cannon(baseUrl, '', request, connections, duration);
  const raw = await rawTimes(
    dbUrl('identity'),
    'SELECT id_usuario, senha_hash, status, id_tipo_usuario FROM usuario WHERE email = $1',
    ['admin@treina.dev'],
    100,
  );
  const figure = {
    name: 'login (argon2id 19 MiB, t=2)',
    path: 'POST /api/auth/login',
    list: false,
    c1: { ...summary(single.latencies), rps: single.rps, statuses: single.statuses },
    cN: { connections, ...summary(loaded.latencies), rps: loaded.rps, statuses: loaded.statuses },
    raw: summary(raw),
    // argon2 is the point here: the user lookup alone is no baseline for a ratio.
    ratio: NaN,
    load: loadText(),
  };
  log(
    `${figure.name.padEnd(58)} c=1: p50 ${ms(figure.c1.p50)} p95 ${ms(figure.c1.p95)} p99 ${ms(figure.c1.p99)} ${single.rps.toFixed(1)} logins/s | c=${connections}: p50 ${ms(figure.cN.p50)} p99 ${ms(figure.cN.p99)} ${loaded.rps.toFixed(1)} logins/s | user lookup SQL p50 ${ms(figure.raw.p50)} (${JSON.stringify({ ...single.statuses, ...loaded.statuses })}) (${figure.load})`,
  );
  await sleep(100);
  return figure;
}
