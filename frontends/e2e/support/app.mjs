import { request } from 'playwright-core';
import { BASE_URL, MENU } from './config.mjs';
import { until } from './forms.mjs';

/** Fills the login form and submits it (does not wait for the outcome). */
export async function submitLogin(page, email, password) {
  if (!page.url().endsWith('/login')) await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha').fill(password);
  await page.getByRole('button', { name: 'Acessar' }).click();
}

/** Logs in through the form and waits for the landing route. */
export async function login(page, account, landing = '/activities') {
  await submitLogin(page, account.email, account.password);
  await page.waitForURL((url) => url.pathname === landing);
}

/** Labels of the side drawer entries, in order. */
export async function menuLabels(page) {
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  await menu.waitFor();
  return menu
    .getByRole('link')
    .allInnerTexts()
    .then((texts) => texts.map((t) => t.trim()));
}

export function expectedMenu(permissions) {
  return MENU.filter(([, , group]) => permissions.includes(group)).map(([label]) => label);
}

/** GET /api/auth/me from inside the page (with its cookie). */
export function currentUser(page) {
  return page.evaluate(async () => {
    const answer = await fetch('/api/auth/me', { credentials: 'include' });
    return answer.ok ? answer.json() : null;
  });
}

/**
 * An API client with its own cookie jar, logged in as `account` (used to prepare data,
 * e.g. users with unique e-mails, without touching the browser's session).
 */
export async function apiSession(account) {
  const context = await request.newContext({ baseURL: BASE_URL });
  const answer = await context.post('/api/auth/login', { data: { username: account.email, password: account.password } });
  if (!answer.ok()) throw new Error(`API login as ${account.email} failed: ${answer.status()} ${await answer.text()}`);
  const user = await answer.json();
  const call = async (method, path, data) => {
    const response = await context.fetch(path, { method, data });
    const text = await response.text();
    const body = text ? JSON.parse(text) : null;
    if (!response.ok()) {
      const error = new Error(`${method} ${path} answered ${response.status()}: ${text}`);
      error.status = response.status();
      error.body = body;
      throw error;
    }
    return body;
  };
  return {
    user,
    get: (path) => call('GET', path),
    post: (path, data) => call('POST', path, data),
    patch: (path, data) => call('PATCH', path, data),
    put: (path, data) => call('PUT', path, data),
    /** Permission ids by name. */
    async permissionIds(names) {
      const all = await call('GET', '/api/permissions');
      return names.map((name) => {
        const row = all.find((p) => p.nome === name);
        if (!row) throw new Error(`unknown permission ${name}`);
        return row.id_permissao;
      });
    },
    /**
     * Creates a user (POST /api/auth/register); permissions omitted → the type's defaults. A user someone else gave a password must change
     * it at the first log-in: the helper does that once (to the same password), so tests log in with `senha` straight into the app.
     * `mustChangePassword: true` leaves that to the test.
     */
    async createUser({ nome, email, senha, id_tipo_usuario, permissions, mustChangePassword = false }) {
      const body = { nome, email, senha, id_tipo_usuario };
      if (permissions) body.permissions = await this.permissionIds(permissions);
      const [row] = await call('POST', '/api/auth/register', body);
      if (!mustChangePassword) await changeOwnPasswordOnce(email, senha);
      return row;
    },
    dispose: () => context.dispose(),
  };
}

/** Logs in as a user held to change their password and sets it (to the same one), as they would first thing. */
async function changeOwnPasswordOnce(email, password) {
  const context = await request.newContext({ baseURL: BASE_URL });
  try {
    const answer = await context.post('/api/auth/login', { data: { username: email, password } });
    if (!answer.ok()) throw new Error(`API login as ${email} failed: ${answer.status()} ${await answer.text()}`);
    const user = await answer.json();
    if (!user.deve_trocar_senha) return;
    const changed = await context.patch(`/api/user/${user.id_usuario}`, { data: { senha: password } });
    if (!changed.ok()) throw new Error(`password change of ${email} failed: ${changed.status()} ${await changed.text()}`);
  } finally {
    await context.dispose();
  }
}

/** Answers to a login attempt made outside the browser (to learn the server's wording). */
export async function loginAnswer(email, password) {
  const context = await request.newContext({ baseURL: BASE_URL });
  try {
    const answer = await context.post('/api/auth/login', { data: { username: email, password } });
    return { status: answer.status(), body: await answer.json().catch(() => null) };
  } finally {
    await context.dispose();
  }
}

/** Waits for the notification (bottom centre) with exactly this text. */
export async function expectNotification(page, text) {
  await page.getByTestId('notification').filter({ hasText: text }).first().waitFor({ state: 'visible' });
}

/** A list's rows: table rows, or the cards a list becomes below 600 px. */
export const bodyRows = (page) => page.locator('tbody tr[data-row-id], [role="listitem"][data-row-id]');

/**
 * On Turmas, finds the one class of `training` by the search box, selects it and opens 'Editar': its row (to expand it
 * afterwards) and the 'Dados da Turma' dialog.
 */
export async function editClassOf(page, training) {
  await page.goto('/class');
  await bodyRows(page).first().waitFor();
  await page.getByRole('textbox', { name: 'Pesquisar' }).fill(training);
  const row = bodyRows(page).filter({ hasText: training });
  await until(async () => (await bodyRows(page).count()) === 1 && (await row.count()) === 1, 'the class of this run');
  await row.getByRole('checkbox', { name: 'Selecionar linha' }).check();
  await page.getByRole('button', { name: 'Editar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Dados da Turma' });
  await dialog.waitFor();
  return { row, dialog };
}
