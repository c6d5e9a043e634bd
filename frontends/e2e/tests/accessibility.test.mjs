// axe-core (WCAG 2.1 A and AA) on every screen of the menu, Meu Perfil, the login page, the
// public certificate page and each screen's create dialog, and on a phone for a few screens.
import assert from 'node:assert/strict';
import { browserTest, screenshot } from '../support/browser.mjs';
import { accessibilityViolations } from '../support/axe.mjs';
import { bodyRows, login } from '../support/app.mjs';
import { DEMO, MENU } from '../support/config.mjs';

/** The create button of each menu screen that has one. */
const CREATE = {
  '/activities': 'Nova Atividade',
  '/services': 'Novo Serviço',
  '/customer': 'Novo Cliente',
  '/class': 'Nova Turma',
  '/student?studentType=student': 'Novo Aluno',
  '/student?studentType=interested': 'Novo Interessado',
  '/training': 'Novo Treinamento',
  '/material': 'Novo Material',
  '/user': 'Novo Usuário',
  '/config': 'Novo Tipo de Atividade',
};

/** Waits until the screen shows its heading and, for a list, its rows (or its empty message). */
async function screenShown(page, title) {
  await page.locator('main h1').filter({ hasText: title }).first().waitFor();
  await page
    .locator('main [role="progressbar"]')
    .first()
    .waitFor({ state: 'detached', timeout: 15_000 })
    .catch(() => {});
}

async function expectNoViolations(page, what) {
  // Colours are measured once transitions end (a button fading from disabled to enabled).
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))));
  const violations = await accessibilityViolations(page);
  if (violations.length) await screenshot(page, `accessibility - ${what}`);
  assert.deepEqual(violations, [], what);
}

browserTest('the login page and the public certificate page have no accessibility violations', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Acessar' }).waitFor();
  await expectNoViolations(page, 'login');
  // The check does find a violation when there is one (an image without a text alternative).
  await page.evaluate(() => document.querySelector('form').append(Object.assign(document.createElement('img'), { src: '/favicon.svg' })));
  assert.deepEqual(
    (await accessibilityViolations(page)).map((line) => line.split(':')[0]),
    ['image-alt'],
  );
  await page.reload();
  await page.getByRole('button', { name: 'Acessar' }).waitFor();
  await page.goto('/change_password');
  await page.getByRole('heading', { name: 'Troca de Senha' }).waitFor();
  await expectNoViolations(page, 'change_password');
  await page.goto('/certificado/ABCD-EFGH-JKMN');
  await page.getByRole('heading', { name: 'Verificação de Certificado' }).waitFor();
  await page
    .locator('[role="progressbar"]')
    .first()
    .waitFor({ state: 'detached' })
    .catch(() => {});
  await expectNoViolations(page, 'certificado');
});

for (const [label, href] of MENU) {
  browserTest(`${label}: the screen and its create dialog have no accessibility violations`, async ({ page }) => {
    await login(page, DEMO.admin);
    await page.goto(href);
    await screenShown(page, label === 'Configurações' ? 'Configurações' : label);
    if (href !== '/config')
      await bodyRows(page)
        .first()
        .waitFor()
        .catch(() => {});
    await expectNoViolations(page, label);
    const create = CREATE[href];
    if (!create) return;
    const button = page.getByRole('button', { name: create });
    await page.waitForFunction((name) => {
      const candidate = [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === name);
      return candidate && !candidate.disabled;
    }, create);
    await button.click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await page.waitForTimeout(500);
    await expectNoViolations(page, `${label} - ${create}`);
  });
}

browserTest('Meu Perfil and the Painel have no accessibility violations', async ({ page }) => {
  await login(page, DEMO.admin);
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Atualizar Dados' }).waitFor();
  await expectNoViolations(page, 'Meu Perfil');
  await page.goto('/dashboard');
  await page.getByTestId('kpi-Inscrições').waitFor();
  await expectNoViolations(page, 'Painel');
});

browserTest('on a phone (390×844): Turmas, Alunos, the open menu and the Painel have no accessibility violations', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await login(page, DEMO.admin);
  for (const [href, title] of [
    ['/class', 'Turmas'],
    ['/student?studentType=student', 'Alunos'],
  ]) {
    await page.goto(href);
    await screenShown(page, title);
    await bodyRows(page).first().waitFor();
    await expectNoViolations(page, `phone ${title}`);
  }
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  await page.getByRole('navigation', { name: 'Menu principal' }).waitFor();
  await expectNoViolations(page, 'phone menu');
  await page.keyboard.press('Escape');
  await page.goto('/dashboard');
  await page.getByTestId('kpi-Inscrições').waitFor();
  await expectNoViolations(page, 'phone Painel');
  await screenshot(page, 'accessibility - phone Painel');
});
