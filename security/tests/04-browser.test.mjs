// In a real browser (Debian's Chromium through playwright-core): page
// scripts cannot read the session (HttpOnly cookie, nothing in storage), and a
// CSV export of a real list neutralises a formula stored in a record.
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { chromium } from 'playwright-core';
import { parseCsv } from '../lib/csv.mjs';
import { loadContext } from '../lib/http.mjs';
import { DEMO, demoSession, uniqueTag } from '../lib/roles.mjs';

const context = loadContext();
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const FORMULA = '=HYPERLINK("http://x","y")';

describe('in the browser', () => {
  let browser;
  let page;
  let profile;

  beforeAll(async () => {
    assert.ok(existsSync(CHROMIUM), `Chromium not found at ${CHROMIUM} (apt-get install chromium)`);
    profile = mkdtempSync(join(tmpdir(), 'treina-security-'));
    browser = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM,
      headless: true,
      args: ARGS,
      baseURL: context.baseUrl.replace('127.0.0.1', 'localhost'),
      locale: 'pt-BR',
      acceptDownloads: true,
      viewport: { width: 1280, height: 800 },
    });
    browser.setDefaultTimeout(30_000);
    page = browser.pages()[0] ?? (await browser.newPage());
  });

  afterAll(async () => {
    await browser?.close().catch(() => undefined);
    if (profile) rmSync(profile, { recursive: true, force: true });
  });

  it('logs in through the form; the session cookie is HttpOnly and no script can read the token', async () => {
    await page.goto('/login');
    await page.getByLabel('E-mail').fill(DEMO.admin.email);
    await page.getByLabel('Senha').fill(DEMO.admin.password);
    await page.getByRole('button', { name: 'Acessar' }).click();
    await page.waitForURL((url) => url.pathname === '/activities');
    const cookies = await browser.cookies();
    const session = cookies.find((cookie) => cookie.name === 'treina_session');
    assert.ok(session, 'the browser holds the session cookie');
    assert.equal(session.httpOnly, true);
    assert.equal(session.sameSite, 'Strict');
    const visible = await page.evaluate(() => ({
      cookie: document.cookie,
      local: Object.entries(localStorage)
        .map(([key, value]) => `${key}=${value}`)
        .join('\n'),
      session: Object.entries(sessionStorage)
        .map(([key, value]) => `${key}=${value}`)
        .join('\n'),
    }));
    assert.ok(!visible.cookie.includes('treina_session'), `document.cookie: ${visible.cookie}`);
    for (const [where, text] of Object.entries(visible)) {
      assert.ok(!text.includes(session.value), `the token is readable from ${where}`);
      assert.ok(!/eyJ[A-Za-z0-9_-]{10,}\.eyJ/.test(text), `a JWT is readable from ${where}`);
    }
    // A script cannot send the cookie to another origin either: it is SameSite=Strict and not readable.
    const me = await page.evaluate(async () => (await fetch('/api/auth/me')).status);
    assert.equal(me, 200, 'same-origin calls carry the cookie');
  });

  it('exports the users list as CSV with a user named =HYPERLINK(...) neutralised (a leading quote)', async () => {
    const admin = await demoSession(context.baseUrl, 'admin');
    const tag = uniqueTag('csv');
    await admin.api.ok('POST', '/api/auth/register', {
      nome: FORMULA,
      email: `${tag}@security.treina.dev`,
      senha: `Sec#${tag}!x`,
      id_tipo_usuario: 3,
    });
    await page.goto('/user');
    // The list has loaded (the new user may be on another page: the export takes every row).
    await page.locator('tbody tr[data-row-id]').first().waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar como CSV' }).click()]);
    const file = await download.path();
    const text = readFileSync(file, 'utf8');
    const rows = parseCsv(text);
    const cells = rows.flat();
    assert.ok(
      cells.includes(`'${FORMULA}`),
      `the formula cell, neutralised, in ${download.suggestedFilename()}: ${rows.find((row) => row.some((cell) => cell.includes('HYPERLINK')))}`,
    );
    const active = cells.filter((cell) => /^[=+\-@\t\r]/.test(cell));
    assert.deepEqual(active, [], 'no cell of the export starts like a formula');
  });
});
