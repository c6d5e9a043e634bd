// Finding one's way with the keyboard and in the browser's tabs: each screen's own title, the
// menu marking the current screen, the focus on the new screen's heading after a navigation,
// the skip link first in the tab order, and a focus ring that stands out.
import assert from 'node:assert/strict';
import { browserTest, screenshot } from '../support/browser.mjs';
import { login } from '../support/app.mjs';
import { DEMO, MENU } from '../support/config.mjs';
import { colourContrast } from '../support/contrast.mjs';

const heading = (page) => page.locator('main h1');

browserTest('every screen names the browser tab, and the menu marks the current screen', async ({ page }) => {
  await page.goto('/login');
  await page.waitForFunction(() => document.title === 'Entrar · Treina');
  await login(page, DEMO.admin);
  for (const [label, href] of MENU) {
    await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: label, exact: true }).click();
    await page.waitForURL((url) => `${url.pathname}${url.search}` === href);
    await page.waitForFunction((title) => document.title === title, `${label} · Treina`);
    const current = page.getByRole('navigation', { name: 'Menu principal' }).locator('[aria-current="page"]');
    assert.deepEqual(await current.allInnerTexts(), [label], `only ${label} is the current page`);
  }
  await page.goto('/profile');
  await page.waitForFunction(() => document.title === 'Meu Perfil · Treina');
  assert.equal(await page.locator('[aria-current="page"]').count(), 0, 'no menu entry is current on Meu Perfil');
});

browserTest('after a navigation the focus is on the new screen’s heading, not on the first load', async ({ page }) => {
  await login(page, DEMO.admin);
  await heading(page).waitFor();
  // The first screen after log-in: the focus is left where the browser puts it.
  assert.equal(await page.evaluate(() => document.activeElement?.tagName), 'BODY');
  for (const [label, title] of [
    ['Turmas', 'Turmas'],
    ['Alunos', 'Alunos'],
    ['Interessados', 'Interessados'],
  ]) {
    await page.getByRole('link', { name: label, exact: true }).click();
    await page.waitForFunction((text) => {
      const active = document.activeElement;
      return active?.tagName === 'H1' && active.textContent?.trim() === text;
    }, title);
  }
  await screenshot(page, 'navigation - focus on the heading of Interessados');
  // Reloading a screen is a first load: no focus moved.
  await page.reload();
  await heading(page).waitFor();
  assert.equal(await page.evaluate(() => document.activeElement?.tagName), 'BODY');
});

browserTest('"Pular para o conteúdo" is the first Tab stop and leads to the screen’s heading', async ({ page }) => {
  await login(page, DEMO.admin);
  await heading(page).waitFor();
  // The screen settled (its data and lazy chunks in) and nothing focused: a Tab now starts from the page's top.
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => (document.activeElement instanceof HTMLElement ? document.activeElement.blur() : undefined));
  await page.keyboard.press('Tab');
  const first = await page.evaluate(() => ({
    text: document.activeElement?.textContent,
    href: document.activeElement?.getAttribute('href'),
  }));
  assert.deepEqual(first, { text: 'Pular para o conteúdo', href: '#conteudo' });
  const box = await page.getByText('Pular para o conteúdo').boundingBox();
  assert.ok(box && box.y >= 0, 'shown on screen when focused');
  await screenshot(page, 'navigation - skip link focused', { fullPage: false });
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
  assert.equal((await page.evaluate(() => document.activeElement?.textContent)).trim(), 'Atividades');
  // The next Tab goes on inside the screen, not back to the menu.
  await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => !!document.activeElement?.closest('main')), true);
});

browserTest('the keyboard focus ring contrasts at least 3:1 with what is around it', async ({ page }) => {
  await login(page, DEMO.admin);
  await page.goto('/class');
  const create = page.getByRole('button', { name: 'Nova Turma' });
  await create.waitFor();
  // Tab until the create button has the focus (a keyboard focus: :focus-visible).
  for (let i = 0; i < 40 && !(await create.evaluate((el) => el === document.activeElement)); i += 1) await page.keyboard.press('Tab');
  const ring = await create.evaluate((el) => {
    const style = getComputedStyle(el);
    return {
      color: style.outlineColor,
      width: parseFloat(style.outlineWidth),
      style: style.outlineStyle,
      visible: el.matches(':focus-visible'),
    };
  });
  assert.equal(ring.visible, true);
  assert.equal(ring.style, 'solid');
  assert.ok(ring.width >= 2, `outline ${ring.width}px`);
  // The button sits on the card (white): its ring against white.
  const ratio = colourContrast(ring.color, 'rgb(255, 255, 255)');
  assert.ok(ratio >= 3, `ring ${ring.color} on white: ${ratio.toFixed(2)}:1`);
  await screenshot(page, 'navigation - focus ring on Nova Turma', { fullPage: false });

  // A menu entry (a list item, ring drawn inside it) and the top bar's profile button (on blue).
  const profile = page.getByRole('button', { name: 'Menu do perfil' });
  await profile.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  const onBar = await profile.evaluate((el) => {
    const style = getComputedStyle(el);
    const bar = getComputedStyle(el.closest('header')).backgroundColor;
    return { outline: style.outlineColor, gap: style.boxShadow, bar, visible: el.matches(':focus-visible') };
  });
  assert.equal(onBar.visible, true);
  // Two colours: the white gap against the blue bar, the dark outline against the white gap.
  assert.ok(colourContrast(onBar.gap, onBar.bar) >= 3, `gap ${onBar.gap} on the bar ${onBar.bar}`);
  assert.ok(colourContrast(onBar.outline, onBar.gap) >= 3, `outline ${onBar.outline} on the gap`);
  await screenshot(page, 'navigation - focus ring on the top bar', { fullPage: false });
});
