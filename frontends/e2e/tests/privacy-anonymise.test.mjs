import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, test } from '@jest/globals';
import { request } from 'playwright-core';
import { browserTest } from '../support/browser.mjs';
import { apiSession, login, loginAnswer } from '../support/app.mjs';
import { BASE_URL, DEMO, SCREENSHOT_DIR } from '../support/config.mjs';
import { runTag } from '../support/crm.mjs';
import { until } from '../support/forms.mjs';

// Erasure on request: a student with a login, a paid enrolment with commission, an activity
// and a document is anonymised through the gateway; soon after, no API answer holds the former name,
// CPF, e-mail or phone, the old log-in is refused, and the class's count and the commissions stay.
const STUDENT_PASSWORD = 'Treina#Aluno1'; // STUDENT_DEFAULT_PASSWORD (libs/contracts)
const run = runTag('lgpd');
let admin;
let uploads;
beforeAll(async () => {
  admin = await apiSession(DEMO.admin);
  uploads = await request.newContext({ baseURL: BASE_URL });
  const answer = await uploads.post('/api/auth/login', { data: { username: DEMO.admin.email, password: DEMO.admin.password } });
  assert.equal(answer.status(), 200);
});
afterAll(async () => {
  await admin?.dispose();
  await uploads?.dispose();
});

/** A valid CPF (check digits) made from the run tag, so every run has its own. */
function cpfOf(seed) {
  const digits = String(seed).padStart(9, '0').slice(-9).split('').map(Number);
  const check = (list) => {
    const sum = list.reduce((total, digit, index) => total + digit * (list.length + 1 - index), 0);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  digits.push(check(digits));
  digits.push(check(digits));
  const text = digits.join('');
  return `${text.slice(0, 3)}.${text.slice(3, 6)}.${text.slice(6, 9)}-${text.slice(9)}`;
}

test('a student anonymised on request: nothing of them is answered anywhere, log-in refused, figures kept', async () => {
  const seed = Date.now() % 1_000_000_000;
  const former = {
    nome_aluno: `Gertrudes Apagável ${run}`,
    email: `gertrudes.${run}@lgpd.treina.dev`.toLowerCase(),
    cpf: cpfOf(seed),
    telefone: `(11) 9${String(seed).padStart(8, '0').slice(-4)}-${String(seed).padStart(8, '0').slice(0, 4)}`,
  };
  const digitsOf = (text) => text.replace(/\D/g, '');
  const [student] = await admin.post('/api/students', { ...former, rg: '12.345.678-9', data_nasc: '15/03/1990', possui_login: true });
  const id = student.id;
  const [{ id: trainingId }] = await admin.post('/api/trainings', { nome_treinamento: `LGPD ${run}`, id_status_treinamento: 1 });
  const [klass] = await admin.post('/api/classes', {
    id_treinamento: trainingId,
    data_inicio: '2026-12-14',
    data_fim: '2026-12-18',
    id_periodo_turma: 1,
    id_status_turma: 1,
    gera_comissao: true,
    alunos: [{ id_aluno: id, id_inscricao: 3, id_forma_pagto: 3, valor_pago: 1234, gera_comissao: true }],
  });
  const upload = await uploads.post('/api/students/uploadS3', {
    multipart: {
      studentId: String(id),
      file: { name: `RG ${former.nome_aluno}.pdf`, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') },
    },
  });
  assert.equal(upload.status(), 201, await upload.text());
  const [documentUrl] = (await upload.json()).documentos;

  // The other services hear of the student: the login, CRM's typeahead, the commission row.
  await until(async () => (await loginAnswer(former.email, STUDENT_PASSWORD)).status === 200, 'the student logs in');
  await until(
    async () => (await admin.get(`/api/activity/students?q=${encodeURIComponent(former.nome_aluno)}&limit=5`)).length === 1,
    'CRM knows the student',
  );
  const [activity] = await admin.post('/api/activity', { titulo: `Retorno ${run}`, id_tipo_atividade: 2, id_aluno: id });
  assert.ok(activity.id);
  const commissionsOf = async () =>
    (await admin.get(`/api/commissions?filter.id_turma=${klass.id}&pageSize=100`)).filter((row) => row.id_turma === klass.id);
  await until(async () => (await commissionsOf()).length === 1, 'the commission row');
  const commissionsBefore = await commissionsOf();
  const countBefore = (await admin.get(`/api/classes?classId=${klass.id}`))[0].count_alunos;
  const summaryBefore = await admin.get('/api/reports/enrolments/summary');

  const answer = await admin.post(`/api/privacy/students/${id}/anonymise`);
  assert.equal(answer.nome_aluno, `Titular anonimizado ${id}`);
  const erasedAt = Date.now();

  const needles = [former.nome_aluno, former.email, former.cpf, digitsOf(former.cpf), former.telefone, digitsOf(former.telefone).slice(-8)];
  const leaks = (label, body) => {
    const text = JSON.stringify(body).normalize('NFC');
    return needles.filter((needle) => text.includes(needle)).map((needle) => `${label}: ${needle}`);
  };
  const everyAnswer = async () => {
    const found = [];
    for (const q of [former.nome_aluno, former.email, former.cpf, former.telefone]) {
      const term = encodeURIComponent(q);
      found.push(...leaks(`students?q=${q}`, await admin.get(`/api/students?q=${term}&pageSize=100`)));
      found.push(...leaks(`activities?q=${q}`, await admin.get(`/api/activities?q=${term}&pageSize=100`)));
      found.push(...leaks(`activity/students?q=${q}`, await admin.get(`/api/activity/students?q=${term}&limit=20`)));
      found.push(...leaks(`commissions?q=${q}`, await admin.get(`/api/commissions?q=${term}&pageSize=100`)));
    }
    found.push(...leaks('students', await admin.get(`/api/students?studentId=${id}`)));
    found.push(...leaks('students list', await admin.get('/api/students?type=student&pageSize=100&sort=-id')));
    found.push(...leaks('activity', await admin.get(`/api/activity/${activity.id}`)));
    found.push(...leaks('activities', await admin.get('/api/activities?pageSize=100&sort=-id')));
    found.push(...leaks('commissions', await admin.get('/api/commissions?pageSize=100&sort=-id')));
    found.push(...leaks('class', await admin.get(`/api/classes?classId=${klass.id}`)));
    found.push(...leaks('reports', await admin.get('/api/reports/enrolments/summary')));
    found.push(...leaks('users', await admin.get('/api/user')));
    found.push(...leaks('student history', await admin.get(`/api/students/${id}/history?pageSize=100`)));
    // The data subject's report itself, every service's section.
    found.push(...leaks('export', await admin.get(`/api/privacy/students/${id}/export`)));
    return found;
  };
  let found = await everyAnswer();
  while (found.length && Date.now() - erasedAt < 5000) {
    await new Promise((done) => setTimeout(done, 250));
    found = await everyAnswer();
  }
  assert.deepEqual(found, [], `still answered ${Date.now() - erasedAt} ms after the erasure`);

  const refused = await loginAnswer(former.email, STUDENT_PASSWORD);
  assert.equal(refused.status, 401);
  const document = await uploads.get(documentUrl);
  assert.equal(document.status(), 404);
  assert.equal((await admin.get(`/api/classes?classId=${klass.id}`))[0].count_alunos, countBefore);
  const commissionsAfter = await commissionsOf();
  assert.deepEqual(
    commissionsAfter.map(({ nome_aluno, ...rest }) => rest),
    commissionsBefore.map(({ nome_aluno, ...rest }) => rest),
  );
  assert.equal(commissionsAfter[0].nome_aluno, `Titular anonimizado ${id}`);
  assert.deepEqual(await admin.get('/api/reports/enrolments/summary'), summaryBefore);

  // A second request changes nothing.
  assert.deepEqual(await admin.post(`/api/privacy/students/${id}/anonymise`), answer);
});

browserTest("'Anonimizar' asks for a confirmation that names the consequences", async ({ page }) => {
  const [student] = await admin.post('/api/students', { nome_aluno: `Aluno Tela LGPD ${run}` });
  await login(page, DEMO.admin);
  await page.goto(`/student?studentType=interested&studentId=${student.id}`);
  await page.getByTestId('student-detail').waitFor();
  const button = page.getByTestId('student-detail').getByRole('button', { name: 'Anonimizar' });
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'Anonimizar aluno' });
  await dialog.waitFor();
  const text = await dialog.textContent();
  for (const words of [
    'irreversível',
    'CPF',
    'RG',
    'e-mail',
    'telefone',
    'endereço',
    'data de nascimento',
    'observações',
    'documentos',
    'acesso ao sistema',
    'comissões',
  ])
    assert.ok(text.includes(words), words);
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOT_DIR, 'privacy-anonymise-confirm.png') });
  await dialog.getByRole('button', { name: 'Anonimizar' }).click();
  await until(
    async () => (await admin.get(`/api/students?studentId=${student.id}`))[0].nome_aluno === `Titular anonimizado ${student.id}`,
    'anonymised',
  );
});
