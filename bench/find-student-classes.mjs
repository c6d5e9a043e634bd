/* global document */
// "Find a student by part of the name and open their classes", as a user does it: from the
// landing screen after log-in, counting every click and timing it until the student's classes
// are on screen. Run against a running product (the demo data):
//   BASE_URL=http://localhost:3000 node bench/find-student-classes.mjs
// It does what the screen offers: a search box that already has the focus is not clicked.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

const BASE_URL = (process.env.BASE_URL ?? 'http://localhost:3000').replace(/\/$/, '');
const RUNS = Number(process.env.RUNS ?? 3);
const ADMIN = { username: 'admin@treina.dev', password: 'Admin#2026' };

/** A student of the demo data with at least one class, and the part of the name the user types. */
async function pickStudent(request) {
  // STUDENT_NAME picks the same student on every run (tests add students to the demo data).
  const q = process.env.STUDENT_NAME ? `&q=${encodeURIComponent(process.env.STUDENT_NAME)}` : '';
  const rows = await (await request.get(`/api/students?type=student&page=1&pageSize=50&sort=-data_criacao${q}`)).json();
  const student = rows.find((row) => (row.turmas ?? []).length > 0 && row.nome_aluno.split(' ').length >= 2);
  if (!student) throw new Error('no demo student with a class');
  const [first, second] = student.nome_aluno.split(' ');
  return { student, typed: `${first} ${second.slice(0, 4)}`.toLowerCase() };
}

async function once(typed, student) {
  const profile = mkdtempSync(join(tmpdir(), 'treina-find-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu'],
    baseURL: BASE_URL,
    locale: 'pt-BR',
    viewport: { width: 1366, height: 768 },
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/login');
    await page.getByLabel('E-mail').fill(ADMIN.username);
    await page.getByLabel('Senha').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Acessar' }).click();
    await page.waitForURL((url) => url.pathname === '/activities');
    await page.locator('tbody tr').first().waitFor();

    let clicks = 0;
    const click = async (locator) => {
      clicks += 1;
      await locator.click();
    };
    const started = performance.now();
    await click(page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Alunos' }));
    const search = page.getByRole('textbox', { name: 'Pesquisar' });
    await search.waitFor();
    if (!(await search.evaluate((input) => input === document.activeElement))) await click(search);
    await page.keyboard.type(typed, { delay: 60 });
    const row = page.locator(`tbody tr[data-row-id="${student.id}"]`);
    await row.waitFor();
    await page.waitForFunction((typedWords) => {
      const rows = [...document.querySelectorAll('tbody tr[data-row-id]')];
      return rows.length > 0 && rows.every((tr) => typedWords.every((w) => tr.textContent.toLowerCase().includes(w)));
    }, typed.split(' '));
    await click(row.getByRole('button', { name: 'Expandir' }));
    const panel = page.getByTestId('detail-panel');
    await panel.getByText('Turmas').waitFor();
    const firstClass = student.turmas[0];
    await panel
      .getByText(firstClass.nome_treinamento ?? '')
      .first()
      .waitFor();
    return { clicks, seconds: (performance.now() - started) / 1000 };
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

const { request } = await import('playwright-core');
const api = await request.newContext({ baseURL: BASE_URL });
await api.post('/api/auth/login', { data: ADMIN });
const { student, typed } = await pickStudent(api);
await api.dispose();
const results = [];
for (let i = 0; i < RUNS; i += 1) results.push(await once(typed, student));
const seconds = results.map((r) => r.seconds).sort((a, b) => a - b);
process.stdout.write(
  `${JSON.stringify({ typed, student: student.nome_aluno, clicks: results[0].clicks, medianSeconds: Number(seconds[Math.floor(seconds.length / 2)].toFixed(2)), runs: results })}\n`,
);
