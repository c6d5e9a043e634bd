import assert from 'node:assert/strict';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, test } from '@jest/globals';
import { browserTest } from '../support/browser.mjs';
import { apiSession, login } from '../support/app.mjs';
import { BASE_URL, DEMO, SCREENSHOT_DIR, uniqueEmail } from '../support/config.mjs';
import { randomCpf, maskCpf, runTag } from '../support/crm.mjs';
import { until } from '../support/forms.mjs';

// The data subject's report: GET /api/privacy/students/{id}/export through the gateway, on the real
// stack. academic builds its own section and asks crm, finance, reporting, identity and assessment for theirs over
// RabbitMQ (request-reply); what those hold arrived by events, so the test waits for them.
const run = runTag('lgpd');
const studentName = `Titular LGPD ${run}`;
const email = uniqueEmail('lgpd');
const cpf = maskCpf(randomCpf());
let admin;
let vendas;
let studentId;
let classId;
let activityId;
const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');

/** A logged-in fetch of the gateway for what apiSession does not do (a multipart upload, answers that are refusals). */
async function rawSession(account) {
  const answer = await fetch(`${BASE_URL}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: account.email, password: account.password }),
  });
  assert.equal(answer.status, 200, `login as ${account.email}`);
  const cookie = answer.headers.get('set-cookie').split(';')[0];
  return (path, init = {}) => fetch(`${BASE_URL}${path}`, { ...init, headers: { ...init.headers, cookie } });
}

const exportOf = async (id) => {
  const answer = await (await rawSession(DEMO.admin))(`/api/privacy/students/${id}/export`);
  return { status: answer.status, text: await answer.text() };
};

beforeAll(async () => {
  admin = await apiSession(DEMO.admin);
  vendas = await rawSession(DEMO.vendas);
  // A student with a login, consent, an enrolment with commission, a document and an activity.
  [{ id: studentId }] = await admin.post('/api/students', {
    nome_aluno: studentName,
    email,
    cpf,
    telefone: '(11) 97777-1234',
    possui_login: true,
    consentimento_marketing: true,
    consentimento_marketing_como: 'E-mail',
  });
  const [{ id: trainingId }] = await admin.post('/api/trainings', { nome_treinamento: `LGPD ${run}`, id_status_treinamento: 1 });
  [{ id: classId }] = await admin.post('/api/classes', {
    id_treinamento: trainingId,
    data_inicio: '2026-12-14',
    data_fim: '2026-12-18',
    id_periodo_turma: 1,
    id_status_turma: 1,
    alunos: [{ id_aluno: studentId, id_inscricao: 3, id_forma_pagto: 3, valor_pago: 1890, cod_pagto: `PIX-${run}`, gera_comissao: true }],
  });
  const form = new FormData();
  form.append('studentId', String(studentId));
  form.append('file', new Blob([PDF_BYTES], { type: 'application/pdf' }), 'RG frente.pdf');
  const uploaded = await (await rawSession(DEMO.admin))('/api/students/uploadS3', { method: 'POST', body: form });
  assert.equal(uploaded.status, 201, await uploaded.text());
  // crm knows the student once academic's event arrived: then the activity can name them.
  await until(
    async () => (await admin.get(`/api/activity/students?q=${encodeURIComponent(studentName)}&limit=5`)).length === 1,
    "the student in crm's typeahead",
  );
  const fixed = (await admin.get('/api/activitiesTypes')).find((type) => type.tipo === 'FIXED');
  [{ id: activityId }] = await admin.post('/api/activity', {
    titulo: `Contato LGPD ${run}`,
    id_tipo_atividade: fixed.id,
    id_aluno: studentId,
    id_status_atividade: 2,
    data: '2026-11-20',
    subtasks: [{ date: '2026-11-20', time: '00:30', desc: `Ligação ${run}` }],
  });
}, 120_000);
afterAll(async () => admin?.dispose());

test('the export holds every section: the record, the enrolment, the activity, the commission, the facts and the login', async () => {
  let document;
  // Each service's copy comes by events: asked again until all have it.
  await until(
    async () => {
      const answer = await exportOf(studentId);
      if (answer.status !== 200) return false;
      document = JSON.parse(answer.text);
      return (
        document.crm.atividades.length === 1 &&
        document.finance.comissoes.length === 1 &&
        document.reporting.matriculas.length === 1 &&
        document.identity.conta !== null
      );
    },
    'every service holding the student',
    30_000,
  );
  assert.equal(document.id_aluno, studentId);
  assert.ok(document.gerado_em);

  const { aluno } = document.academic;
  assert.equal(aluno.nome_aluno, studentName);
  assert.equal(aluno.cpf, cpf);
  assert.equal(aluno.consentimento_marketing, true);
  assert.equal(aluno.consentimento_marketing_como, 'E-mail');
  assert.ok(aluno.consentimento_marketing_em);
  assert.deepEqual(
    aluno.documentos_detalhes.map((file) => file.nome_arquivo),
    ['RG frente.pdf'],
  );
  assert.equal(aluno.turmas.length, 1);
  assert.equal(aluno.turmas[0].id_turma, classId);
  assert.equal(aluno.turmas[0].nome_treinamento, `LGPD ${run}`);
  assert.equal(aluno.turmas[0].valor_pago, 1890);
  assert.equal(aluno.turmas[0].gera_comissao, true);

  assert.equal(document.crm.aluno.nome_aluno, studentName);
  assert.equal(document.crm.aluno.email, email);
  const [activity] = document.crm.atividades;
  assert.equal(activity.id, activityId);
  assert.equal(activity.titulo, `Contato LGPD ${run}`);
  assert.deepEqual(
    activity.subtasks.map((subtask) => subtask.desc),
    [`Ligação ${run}`],
  );

  const [commission] = document.finance.comissoes;
  assert.equal(commission.id_aluno, studentId);
  assert.equal(commission.id_turma, classId);
  assert.equal(commission.nome_aluno, studentName);
  assert.equal(commission.valor_pago, 1890);

  const [fact] = document.reporting.matriculas;
  assert.equal(fact.id_turma, classId);
  assert.equal(fact.id_status_inscricao, 3);
  assert.equal(document.reporting.aluno.id_aluno, studentId);

  const { conta } = document.identity;
  assert.equal(conta.email, email);
  assert.equal(conta.nome, studentName);
  assert.equal(conta.ativo, true);
  assert.equal(conta.id_tipo_usuario, 6);
  assert.deepEqual(Object.keys(conta).sort(), [
    'ativo',
    'atualizado_em',
    'criado_em',
    'email',
    'id_tipo_usuario',
    'id_usuario',
    'nome',
    'nome_tipo_usuario',
    'ultimo_login',
  ]);

  // Never a password hash, a reset token or a session, under any name.
  const text = JSON.stringify(document);
  assert.doesNotMatch(text, /senha|password|hash|token|session|\$argon2/i);
});

test('a user without the privacy permission is refused (403); an unknown student is 404; no section is served over HTTP', async () => {
  const refused = await vendas(`/api/privacy/students/${studentId}/export`);
  assert.equal(refused.status, 403);
  const unknown = await exportOf(999_999_999);
  assert.equal(unknown.status, 404);
  assert.equal(JSON.parse(unknown.text).statusMsg, 'Aluno não encontrado.');
  // The sections travel only over the bus: /internal/* is the front end's page at the gateway (the shell's HTML), never a section.
  const internal = await (await rawSession(DEMO.admin))(`/internal/privacy/students/${studentId}`);
  assert.doesNotMatch(internal.headers.get('content-type') ?? '', /json/);
  assert.doesNotMatch(await internal.text(), /"conta"|"comissoes"|"atividades"/);
});

browserTest("'Exportar dados (LGPD)' in the student's panel downloads dados-aluno-<id>.json", async ({ page }) => {
  await login(page, DEMO.admin);
  await page.goto(`${BASE_URL}/student?studentType=student&studentId=${studentId}`);
  const panel = page.getByTestId('student-detail');
  await panel.waitFor();
  assert.match(await panel.getByTestId('student-consent').innerText(), /^Sim \(E-mail\) em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    panel.getByRole('button', { name: 'Exportar dados (LGPD)' }).click(),
  ]);
  assert.equal(download.suggestedFilename(), `dados-aluno-${studentId}.json`);
  const saved = JSON.parse(readFileSync(await download.path(), 'utf8'));
  assert.equal(saved.id_aluno, studentId);
  assert.equal(saved.academic.aluno.nome_aluno, studentName);
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOT_DIR, 'privacy-export-panel.png'), fullPage: true });
});

browserTest("a user without the privacy permission does not see 'Exportar dados (LGPD)'", async ({ page }) => {
  await login(page, DEMO.vendas);
  await page.goto(`${BASE_URL}/student?studentType=student&studentId=${studentId}`);
  const panel = page.getByTestId('student-detail');
  await panel.waitFor();
  await panel.getByText('Contato para marketing').waitFor();
  assert.equal(await panel.getByRole('button', { name: 'Exportar dados (LGPD)' }).count(), 0);
});
