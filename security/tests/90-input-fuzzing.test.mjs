// Input fuzzing: generated bad payloads against every write endpoint of the matrix (POST/PATCH/PUT/DELETE), N cases each (default 1,000):
// no answer may be a 5xx (nor a dropped connection). One case in four goes through the gateway, the others straight to the owning service
// (faster). Runs last: valid cases create and delete throwaway records (never demo data: generated id lists hold only malformed,
// nonexistent or throwaway ids). Reproduce with SECURITY_SEED=<seed printed by the suite>.
import assert from 'node:assert/strict';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { beforeAll, describe, it } from '@jest/globals';
import { generateCase } from '../lib/fuzz.mjs';
import {
  createActivity,
  createActivityType,
  createClass,
  createCustomer,
  createExam,
  createMaterial,
  createQuestion,
  createService,
  createStudent,
  createTraining,
  nextCpf,
} from '../lib/fixtures.mjs';
import { eventually, loadContext, request } from '../lib/http.mjs';
import { createRandom, suiteSeed } from '../lib/prng.mjs';
import { demoSession, throwawayUser } from '../lib/roles.mjs';
import { loadMatrix } from '../lib/routes.mjs';

const context = loadContext();
const CASES = Number(process.env.SECURITY_FUZZ_CASES ?? 1000);
const CONCURRENCY = Number(process.env.SECURITY_FUZZ_CONCURRENCY ?? 8);
/** One case in GATEWAY_SHARE goes through the gateway (body limits, proxying); the rest straight to the owning service, which is about three times faster. */
const GATEWAY_SHARE = Number(process.env.SECURITY_FUZZ_GATEWAY_SHARE ?? 4);
const seed = suiteSeed();
const WRITES = loadMatrix().routes.filter((route) => ['POST', 'PATCH', 'PUT', 'DELETE'].includes(route.method));

/** Valid bodies per endpoint (the fuzzer mutates them), and the throwaway targets of :id routes and id lists. */
function endpointSpecs(t) {
  const day = (random) => `2026-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`;
  const text = (random, prefix) => `${prefix} ${random.int(0, 1e9)}`;
  const json = (method, pattern, path, template, extra = {}) => ({ kind: 'json', method, pattern, path, template, ...extra });
  const query = (pattern, queryParam, safeIds) => ({ kind: 'query', method: 'DELETE', pattern, path: () => pattern, queryParam, safeIds });
  const specs = [
    // identity
    json(
      'POST',
      '/api/auth/login',
      () => '/api/auth/login',
      (r) => ({ username: `${text(r, 'x').replace(' ', '')}@nobody.security.treina.dev`, password: 'senha-errada-123' }),
    ),
    json(
      'POST',
      '/api/auth/register',
      () => '/api/auth/register',
      (r) => ({ nome: text(r, 'Fuzz'), email: `fz${r.int(0, 1e9)}@fuzz.security.treina.dev`, senha: 'Fuzz#2026abc', id_tipo_usuario: 3 }),
      { extraFields: ['permissions'] },
    ),
    json(
      'PATCH',
      '/api/user/:id',
      () => `/api/user/${t.victim.id}`,
      (r) => ({ nome: text(r, 'Vítima') }),
      { extraFields: ['email', 'id_tipo_usuario', 'senha', 'status'] },
    ),
    // An administrator sending the victim the reset e-mail: no body is taken, anything in one is refused.
    json(
      'POST',
      '/api/user/:id/password-reset',
      () => `/api/user/${t.victim.id}/password-reset`,
      () => ({}),
    ),
    query('/api/users', 'usersIds', () => t.userIds),
    json(
      'PATCH',
      '/api/setUserPermissions/:userId',
      () => `/api/setUserPermissions/${t.victim.id}`,
      (r) => ({ permissions: [r.int(1, 40)] }),
    ),
    json(
      'PATCH',
      '/api/setDefaultPermissions/:userTypeId',
      () => '/api/setDefaultPermissions/2',
      () => ({ permissions: t.coordinatorDefaults }),
    ),
    json(
      'POST',
      '/api/request_change_password',
      () => '/api/request_change_password',
      (r) => ({ email: `ninguem${r.int(0, 1e6)}@nobody.security.treina.dev` }),
    ),
    json(
      'POST',
      '/api/change_password',
      () => '/api/change_password',
      (r) => ({ email: `ninguem${r.int(0, 1e6)}@nobody.security.treina.dev`, password: 'NovaSenha#2026', token: 'a'.repeat(64) }),
    ),
    // crm
    json(
      'POST',
      '/api/activity',
      () => '/api/activity',
      (r) => ({
        titulo: text(r, 'Atividade'),
        data: day(r),
        id_tipo_atividade: 3,
        id_status_atividade: r.int(1, 3),
        subtasks: [{ date: day(r), time: '01:30', desc: 'sub' }],
      }),
      { extraFields: ['id_usuario', 'id_aluno'] },
    ),
    json(
      'PATCH',
      '/api/activity/:id',
      () => `/api/activity/${t.activity.id}`,
      (r) => ({ titulo: text(r, 'Atividade'), id_status_atividade: r.int(1, 2) }),
      { extraFields: ['subtasks', 'data', 'id_tipo_atividade'] },
    ),
    query('/api/activity', 'activitiesIds', () => t.activityIds),
    json(
      'POST',
      '/api/activityType',
      () => '/api/activityType',
      (r) => ({ tipo: 'CUSTOM', nome: text(r, 'Tipo'), id_tipo_servico: r.int(1, 4) }),
    ),
    json(
      'PATCH',
      '/api/activityType/:id',
      () => `/api/activityType/${t.activityType.id}`,
      (r) => ({ nome: text(r, 'Tipo'), id_tipo_servico: null }),
    ),
    query('/api/activityType', 'activitiesTypesIds', () => t.activityTypeIds),
    json(
      'POST',
      '/api/customer',
      () => '/api/customer',
      (r) => ({ nome_razao: text(r, 'Cliente'), documento: nextCpf(), endereco: text(r, 'Rua') }),
    ),
    json(
      'PATCH',
      '/api/customer/:id',
      () => `/api/customer/${t.customer.id}`,
      (r) => ({ nome_razao: text(r, 'Cliente'), endereco: text(r, 'Rua') }),
      { extraFields: ['documento'] },
    ),
    query('/api/customer', 'customersIds', () => t.customerIds),
    json(
      'POST',
      '/api/services',
      () => '/api/services',
      (r) => ({ id_cliente: t.customer.id, id_tipo_servico: r.int(1, 4), data_inicio: '2026-01-01', data_fim: '2026-12-31' }),
    ),
    json(
      'PATCH',
      '/api/services/:id',
      () => `/api/services/${t.service.id}`,
      (r) => ({ data_fim: `2027-0${r.int(1, 9)}-01` }),
      { extraFields: ['id_cliente', 'id_tipo_servico', 'data_inicio'] },
    ),
    query('/api/services', 'servicesIds', () => t.serviceIds),
    // academic
    json(
      'POST',
      '/api/classes',
      () => '/api/classes',
      (r) => ({
        id_treinamento: t.training.id,
        data_inicio: '2026-03-01',
        data_fim: '2026-03-05',
        id_periodo_turma: r.int(1, 2),
        id_status_turma: 1,
        desc_turma: text(r, 'Turma'),
        gera_comissao: false,
        valor: r.pick(['2.000,00', 1500, null]),
        alunos: [{ id_aluno: t.student.id, id_inscricao: 1, parcelas: r.int(1, 12), desconto: '100,00', primeiro_vencimento: day(r) }],
      }),
      { extraFields: ['id_instrutor'] },
    ),
    json(
      'PATCH',
      '/api/classes/:id',
      () => `/api/classes/${t.klass.id}`,
      (r) => ({
        desc_turma: text(r, 'Turma'),
        valor: r.pick(['2.000,00', '1500.50']),
        alunos: [
          {
            id_aluno: t.student.id,
            id_inscricao: r.pick([1, 2, 3]),
            valor_pago: '1.500,00',
            cod_pagto: text(r, 'PIX'),
            parcelas: r.int(1, 12),
            desconto: r.pick([null, '150,25', 10]),
            primeiro_vencimento: day(r),
          },
        ],
      }),
    ),
    query('/api/classes', 'classesIds', () => t.classIds),
    json(
      'POST',
      '/api/classes/:id/sessions',
      () => `/api/classes/${t.sessionClass.id}/sessions`,
      (r) => ({ data: `2026-04-${String(r.int(1, 28)).padStart(2, '0')}`, inicio: '19:00', fim: '22:00' }),
      { extraFields: ['id_instrutor'] },
    ),
    json(
      'PATCH',
      '/api/sessions/:id',
      () => `/api/sessions/${t.session.id}`,
      (r) => ({ inicio: r.pick(['18:00', '19:00']), fim: '22:00', status: r.pick(['Prevista', 'Cancelada']) }),
      { extraFields: ['data', 'id_instrutor'] },
    ),
    // The first case removes the session, every later one finds it gone.
    json(
      'DELETE',
      '/api/sessions/:id',
      () => `/api/sessions/${t.removedSession.id}`,
      () => ({}),
    ),
    // One student's mark, sent as a list; the session is in the past, so a valid case records it.
    json(
      'PUT',
      '/api/sessions/:id/attendance',
      () => `/api/sessions/${t.session.id}/attendance`,
      (r) => ({ id_aluno: t.student.id, presenca: r.pick(['P', 'A', 'J', 'T']) }),
      { asList: true },
    ),
    // Staff are refused a check-in (403) whatever the code; the fuzzing is of the body.
    json(
      'POST',
      '/api/sessions/:id/checkin',
      () => `/api/sessions/${t.session.id}/checkin`,
      (r) => ({ codigo: `${r.int(1, 99_999_999)}.${'0123456789abcdef'.repeat(1)}` }),
    ),
    // The caller's own calendar address: the routes read no body, so whatever is sent changes nothing but the address.
    json(
      'POST',
      '/api/calendar/feed',
      () => '/api/calendar/feed',
      () => ({}),
    ),
    json(
      'DELETE',
      '/api/calendar/feed',
      () => '/api/calendar/feed',
      () => ({}),
    ),
    // The periods' default times as they are, so the other tests' classes are generated as usual.
    json(
      'PUT',
      '/api/academic-settings',
      () => '/api/academic-settings',
      (r) =>
        r.pick([
          { horarios_periodo: [{ id_periodo_turma: 1, inicio: '19:00', fim: '22:00' }] },
          { horarios_periodo: [{ id_periodo_turma: 2, inicio: '08:00', fim: '12:00' }] },
        ]),
    ),
    // finance: a payment on a charge nobody has (valid cases answer 404), an unsigned PIX notice (401), the PIX settings.
    json(
      'POST',
      '/api/charges/:id/payments',
      () => '/api/charges/999999999/payments',
      (r) => ({ valor: r.pick(['10.00', 10, '1.500,50']), pago_em: day(r), forma_pagamento: r.pick(['PIX', 'Dinheiro']) }),
    ),
    json(
      'POST',
      '/api/payments/pix/webhook',
      () => '/api/payments/pix/webhook',
      (r) => ({ txid: `TREINA${r.int(1, 1e9)}`, endToEndId: `E${r.int(1, 1e9)}`, valor: '10.00', horario: '2026-11-28T10:00:00Z' }),
    ),
    json(
      'PUT',
      '/api/finance-settings',
      () => '/api/finance-settings',
      (r) => ({ chave_pix: r.pick(['financeiro@treina.dev', '']), nome_recebedor: 'Treina Escola', cidade: 'Sao Paulo' }),
    ),
    // Commissions: one rate of a throwaway seller id (replaces the rates: no demo seller has one), and closing a long-past month
    // (the first valid case closes it, later ones are 409).
    json(
      'PUT',
      '/api/commissions/rates',
      () => '/api/commissions/rates',
      (r) => ({ id_usuario: 999999999, id_treinamento: r.pick([null, 999999999]), percentual: r.pick(['10.00', 5, '12,50']) }),
      { asList: true },
    ),
    json(
      'POST',
      '/api/commissions/statements/close',
      () => '/api/commissions/statements/close',
      (r) => ({ mes: `2001-${String(r.int(1, 12)).padStart(2, '0')}` }),
    ),
    // One student added to a class of its own: the first valid case seats them, later ones are 409 (already in the class).
    json(
      'POST',
      '/api/classes/:id/alunos',
      () => `/api/classes/${t.seatsClass.id}/alunos`,
      (r) => ({ id_aluno: t.student.id, id_inscricao: r.pick([1, 2, 9]) }),
      { extraFields: ['valor_pago', 'cod_pagto', 'gera_comissao', 'parcelas', 'desconto', 'primeiro_vencimento'] },
    ),
    json(
      'POST',
      '/api/materials',
      () => '/api/materials',
      (r) => ({ nome_material: text(r, 'Material'), url: 'https://example.com/a.pdf' }),
    ),
    { kind: 'multipart', method: 'POST', pattern: '/api/materials/uploadS3', path: () => '/api/materials/uploadS3' },
    json(
      'PATCH',
      '/api/materials/:id',
      () => `/api/materials/${t.material.id}`,
      (r) => ({ nome_material: text(r, 'Material'), url: null }),
    ),
    query('/api/materials', 'materialsIds', () => t.materialIds),
    json(
      'POST',
      '/api/trainings',
      () => '/api/trainings',
      (r) => ({
        nome_treinamento: text(r, 'Treinamento'),
        id_status_treinamento: r.int(1, 3),
        id_material: [t.material.id],
        valor: r.pick(['1.500,50', 990, null]),
        percentual_comissao: r.pick(['10,5', 12, null]),
      }),
      { extraFields: ['id_instrutor'] },
    ),
    json(
      'PATCH',
      '/api/trainings/:id',
      () => `/api/trainings/${t.training.id}`,
      (r) => ({ nome_treinamento: text(r, 'Treinamento'), id_material: [t.material.id], valor: r.pick(['1.500,50', 2000]) }),
      { extraFields: ['percentual_comissao'] },
    ),
    query('/api/trainings', 'trainingsIds', () => t.trainingIds),
    json(
      'POST',
      '/api/students',
      () => '/api/students',
      (r) => ({
        nome_aluno: text(r, 'Aluno'),
        email: `al${r.int(0, 1e9)}@fuzz.security.treina.dev`,
        telefone: '(11) 91234-5678',
        data_nasc: '01/02/2000',
        obs_estudante: text(r, 'obs'),
        interesses: [1],
        possui_login: false,
      }),
      { extraFields: ['cpf', 'rg', 'endereco', 'id_status_aluno', 'id_canal_aluno'] },
    ),
    {
      kind: 'multipart',
      method: 'POST',
      pattern: '/api/students/uploadS3',
      path: () => '/api/students/uploadS3',
      studentId: () => t.student.id,
    },
    json(
      'PATCH',
      '/api/students/:id',
      () => `/api/students/${t.student.id}`,
      (r) => ({ nome_aluno: text(r, 'Aluno'), obs_estudante: text(r, 'obs'), endereco: text(r, 'Rua') }),
      { extraFields: ['email', 'cpf', 'telefone', 'data_nasc', 'interesses', 'possui_login'] },
    ),
    json(
      'PUT',
      '/api/students/:id/files',
      () => `/api/students/${t.student.id}/files`,
      () => ({ documentos: [] }),
    ),
    query('/api/students', 'studentsIds', () => t.studentIds),
    // assessment: questions and exams of a throwaway training; the attempts' routes answer the fuzzer (staff) 403 once its input is valid,
    // so the fuzzing is of the paths and bodies. The first valid DELETE of a question or an exam removes it, every later one is 404.
    json(
      'POST',
      '/api/questions',
      () => '/api/questions',
      (r) => ({
        id_treinamento: t.training.id,
        topico: r.pick(['Ética', 'Fundos']),
        enunciado: text(r, 'Questão'),
        alternativas: [
          { letra: 'A', texto: text(r, 'Sim') },
          { letra: 'B', texto: text(r, 'Não') },
        ],
        correta: r.pick(['A', 'B']),
        explicacao: r.pick([null, text(r, 'Porque')]),
        dificuldade: r.pick(['Fácil', 'Média', 'Difícil']),
        ativa: false,
      }),
    ),
    {
      kind: 'multipart',
      method: 'POST',
      pattern: '/api/questions/import',
      path: () => '/api/questions/import?dry_run=true',
    },
    json(
      'PATCH',
      '/api/questions/:id',
      () => `/api/questions/${t.question.id}`,
      (r) => ({ enunciado: text(r, 'Questão'), correta: r.pick(['A', 'B']) }),
      { extraFields: ['topico', 'alternativas', 'explicacao', 'dificuldade', 'ativa', 'id_treinamento'] },
    ),
    json(
      'DELETE',
      '/api/questions/:id',
      () => `/api/questions/${t.removedQuestion.id}`,
      () => ({}),
    ),
    json(
      'POST',
      '/api/exams',
      () => '/api/exams',
      (r) => ({
        id_treinamento: t.training.id,
        titulo: text(r, 'Simulado'),
        num_questoes: 1,
        tempo_minutos: r.int(1, 120),
        percentual_aprovacao: r.pick([70, 50.5, 0, 100]),
        tentativas: r.pick([null, 1, 3]),
        disponivel_de: r.pick([null, '2026-01-01T00:00:00Z']),
        disponivel_ate: r.pick([null, '2027-01-01T00:00:00Z']),
      }),
      { extraFields: ['por_topico'] },
    ),
    json(
      'PATCH',
      '/api/exams/:id',
      () => `/api/exams/${t.exam.id}`,
      (r) => ({ titulo: text(r, 'Simulado'), tempo_minutos: r.int(1, 120) }),
      { extraFields: ['num_questoes', 'percentual_aprovacao', 'tentativas', 'disponivel_de', 'disponivel_ate', 'por_topico'] },
    ),
    json(
      'DELETE',
      '/api/exams/:id',
      () => `/api/exams/${t.removedExam.id}`,
      () => ({}),
    ),
    json(
      'POST',
      '/api/exams/:id/attempts',
      () => `/api/exams/${t.exam.id}/attempts`,
      () => ({}),
    ),
    json(
      'PUT',
      '/api/attempts/:id/answers/:id_questao',
      () => `/api/attempts/${t.attempt.id}/answers/${t.attempt.questoes[0].id}`,
      (r) => ({ letra: r.pick(['A', 'B', 'C', 'D', 'E']) }),
    ),
    json(
      'POST',
      '/api/attempts/:id/submit',
      () => `/api/attempts/${t.attempt.id}/submit`,
      () => ({}),
    ),
    // A throwaway student: the first case erases them, every later one finds the erasure done.
    json(
      'POST',
      '/api/privacy/students/:id/anonymise',
      () => `/api/privacy/students/${t.erased.id}/anonymise`,
      () => ({}),
    ),
  ];
  return new Map(specs.map((spec) => [`${spec.method} ${spec.pattern}`, { ...spec, key: `${spec.method} ${spec.pattern}` }]));
}

async function runPool(items, concurrency, work) {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) {
        const index = next;
        next += 1;
        await work(items[index], index);
      }
    }),
  );
}

const preview = (body) => {
  if (body === undefined) return '';
  const text = Buffer.isBuffer(body) ? body.toString('latin1') : String(body);
  return text.length > 240 ? `${text.slice(0, 240)}... (${text.length} bytes)` : text;
};

describe(`input fuzzing: ${CASES} cases per write endpoint, seed ${seed}`, () => {
  const targets = {};
  let specs;
  let fuzzer;
  const report = { seed, casesPerEndpoint: CASES, concurrency: CONCURRENCY, gatewayShare: `1 in ${GATEWAY_SHARE}`, endpoints: [] };

  beforeAll(async () => {
    const admin = await demoSession(context.baseUrl, 'admin');
    // The fuzzer is a throwaway administrator: nothing it does touches the demo accounts.
    fuzzer = await throwawayUser(context.baseUrl, admin.api, { type: 1 });
    const api = fuzzer.api;
    targets.victim = await throwawayUser(context.baseUrl, admin.api, { type: 3 });
    targets.userIds = [targets.victim.id];
    for (let i = 0; i < 2; i += 1) targets.userIds.push((await throwawayUser(context.baseUrl, admin.api, { type: 3 })).id);
    const defaults = await admin.api.ok('GET', '/api/permissionUserTypes');
    targets.coordinatorDefaults = defaults.filter((row) => row.id_tipo_usuario === 2).map((row) => row.id_permissao);
    targets.customer = await createCustomer(api);
    targets.customerIds = [(await createCustomer(api)).id, (await createCustomer(api)).id];
    targets.service = await createService(api, targets.customer.id);
    targets.serviceIds = [(await createService(api, targets.customer.id)).id];
    targets.activity = await createActivity(api);
    targets.activityIds = [(await createActivity(api)).id, (await createActivity(api)).id];
    targets.activityType = await createActivityType(api);
    targets.activityTypeIds = [(await createActivityType(api)).id];
    targets.material = await createMaterial(api);
    targets.materialIds = [(await createMaterial(api)).id];
    targets.training = await createTraining(api, { id_material: [targets.material.id] });
    targets.trainingIds = [(await createTraining(api)).id];
    targets.student = await createStudent(api);
    targets.studentIds = [(await createStudent(api)).id];
    targets.klass = await createClass(api, targets.training.id, { alunos: [{ id_aluno: targets.student.id, id_inscricao: 1 }] });
    targets.classIds = [(await createClass(api, targets.training.id)).id];
    targets.seatsClass = await createClass(api, targets.training.id);
    targets.sessionClass = await createClass(api, targets.training.id, { alunos: [{ id_aluno: targets.student.id, id_inscricao: 1 }] });
    [targets.session, targets.removedSession] = await api.ok('GET', `/api/classes/${targets.sessionClass.id}/sessions`);
    targets.erased = await createStudent(api);
    targets.question = await createQuestion(api, targets.training.id, { ativa: true });
    targets.removedQuestion = await createQuestion(api, targets.training.id);
    targets.exam = await createExam(api, targets.training.id);
    targets.removedExam = await createExam(api, targets.training.id);
    // An attempt by the demo student, at a throwaway exam of the demo's CPA-10 training (their entry there releases its content).
    const aluno = await demoSession(context.baseUrl, 'aluno');
    targets.attempt = await aluno.api.ok('POST', `/api/exams/${(await createExam(api, 6)).id}/attempts`);
    specs = endpointSpecs(targets);
  });

  it('has a fuzzing spec for every write endpoint of the matrix (and no other)', () => {
    const matrixKeys = WRITES.map((route) => `${route.method} ${route.path}`).sort();
    assert.deepEqual([...specs.keys()].sort(), matrixKeys);
  });

  for (const route of WRITES) {
    const key = `${route.method} ${route.path}`;
    it(`${key}: ${CASES} cases, no 5xx`, async () => {
      const spec = specs.get(key);
      assert.ok(spec, `no fuzzing spec for ${key}`);
      const random = createRandom(seed).fork(key);
      const cases = Array.from({ length: CASES }, (_, index) => generateCase(random, spec, index));
      const byStatus = {};
      const failures = [];
      const started = Date.now();
      await runPool(cases, CONCURRENCY, async (fuzzCase, index) => {
        let status;
        let answer;
        try {
          const base = index % GATEWAY_SHARE === 0 ? context.baseUrl : context.serviceUrls[route.service];
          const response = await request(base, {
            method: fuzzCase.method,
            path: fuzzCase.path,
            headers: fuzzCase.headers ?? {},
            body: fuzzCase.body,
            token: fuzzer.token,
            timeoutMs: 60_000,
          });
          status = response.status;
          answer = response.text.slice(0, 300);
        } catch (error) {
          // Over a limit (1 MB body, 16 kB request head) the server answers 413/431 and closes the
          // connection, possibly while the rest is still being sent: the client then sees a reset.
          const size = fuzzCase.body ? Buffer.byteLength(fuzzCase.body) : 0;
          const overLimit = size > 1024 * 1024 || fuzzCase.path.length > 16 * 1024;
          if (overLimit && /EPIPE|ECONNRESET|socket hang up/.test(`${error.code} ${error.message}`)) status = 'closed-over-limit';
          else {
            status = `error ${error.code ?? error.message}`;
            answer = error.message;
          }
        }
        byStatus[status] = (byStatus[status] ?? 0) + 1;
        if (typeof status !== 'number' ? !String(status).startsWith('closed') : status >= 500) {
          failures.push({
            index,
            via: index % GATEWAY_SHARE === 0 ? 'gateway' : route.service,
            category: fuzzCase.category,
            method: fuzzCase.method,
            path: fuzzCase.path.slice(0, 300),
            headers: fuzzCase.headers,
            body: preview(fuzzCase.body),
            status,
            answer,
          });
        }
      });
      const failuresByCategory = {};
      for (const failure of failures) failuresByCategory[failure.category] = (failuresByCategory[failure.category] ?? 0) + 1;
      report.endpoints.push({
        key,
        cases: CASES,
        ms: Date.now() - started,
        byStatus,
        failures: failures.length,
        failuresByCategory,
        examples: failures.slice(0, 5),
      });
      mkdirSync(context.outDir, { recursive: true });
      writeFileSync(join(context.outDir, `fuzz-report-${context.runId}.json`), `${JSON.stringify(report, null, 2)}\n`);
      if (failures.length) {
        const lines = failures
          .slice(0, 5)
          .map(
            (failure) =>
              `  #${failure.index} [${failure.category}] via ${failure.via}: ${failure.method} ${failure.path} ${JSON.stringify(failure.headers ?? {})}\n    body: ${failure.body}\n    -> ${failure.status} ${failure.answer ?? ''}`,
          );
        assert.fail(
          `${failures.length} of ${CASES} cases answered 5xx or dropped the connection (seed ${seed}); statuses ${JSON.stringify(byStatus)}; first ones:\n${lines.join('\n')}`,
        );
      }
    });
  }

  it('leaves no failure behind the answers: the events of the fuzzed records are all consumed (no dead letters), no error logged', async () => {
    const amqp = createRequire(import.meta.url)('amqplib');
    const connection = await amqp.connect(process.env.AMQP_URL ?? 'amqp://guest:guest@127.0.0.1:5672');
    try {
      const channel = await connection.createChannel();
      const queues = Object.keys(context.serviceUrls).map((service) => `${context.env.QUEUE_PREFIX}${service}.events`);
      const counts = async (names) =>
        Object.fromEntries(
          await Promise.all(
            names.map(async (name) => [name, (await channel.checkQueue(name).catch(() => ({ messageCount: 0 }))).messageCount]),
          ),
        );
      // Consumers catch up with everything the fuzzing published.
      await eventually(async () => Object.values(await counts(queues)).every((count) => count === 0), {
        timeoutMs: 120_000,
        intervalMs: 1000,
        what: 'the event queues to drain',
      });
      const deadLetters = await counts(queues.map((name) => `${name}.dlq`));
      assert.deepEqual(
        Object.entries(deadLetters).filter(([, count]) => count > 0),
        [],
        'dead-lettered events (a consumer failed on fuzzed data)',
      );
    } finally {
      await connection.close().catch(() => undefined);
    }
    const errors = [];
    for (const file of readdirSync(context.logDir).filter((name) => name.endsWith('.log'))) {
      for (const line of readFileSync(join(context.logDir, file), 'utf8').split('\n')) {
        // 5xx answers are counted per endpoint above; anything else logged as an error is a failure nobody answered for.
        if (line.includes('"level":"error"') && !/"msg":"(http|request failed)"/.test(line)) errors.push(`${file}: ${line.slice(0, 400)}`);
      }
    }
    assert.deepEqual(errors, []);
  });
});
