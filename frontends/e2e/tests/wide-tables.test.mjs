// At a laptop's 1366×768 every column of the widest lists can be reached.
// The table scrolls sideways in its own area whose scrollbar is on screen (not below the
// fold), short values keep to one line, long texts are cut to two lines with the full text
// in a tooltip, and the headers stay on top while the rows scroll. Screenshots of each list
// at 1366×768 and 1920×1080 go to test-output/e2e/wide-tables-*.png.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { browserTest } from '../support/browser.mjs';
import { apiSession, login } from '../support/app.mjs';
import { DEMO, SCREENSHOT_DIR } from '../support/config.mjs';
import { runTag, searchList, waitForRows } from '../support/crm.mjs';

const LISTS = [
  { name: 'alunos', route: '/student?studentType=student', lastHeader: 'Treinamentos Realizados' },
  { name: 'comissoes', route: '/commissions', lastHeader: 'Comissão' },
  { name: 'atividades', route: '/activities', lastHeader: 'Descrição' },
];
const VIEWPORTS = [
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
];
/** A cell text this short never needs a second line (a date, a phone number, a status). */
const SHORT_TEXT = 20;

/**
 * What the user can reach in the list's table: its scroll area (only an element whose overflow is `auto` or `scroll` counts: one with
 * `overflow: hidden` can be scrolled by a script, not by a person), the boxes that cut it off, the short cells that wrap, and where the
 * last header is once the area is scrolled to its right end.
 */
function inspectTable(shortText) {
  const table = document.querySelector('main table');
  const headers = [...table.querySelectorAll('thead tr:first-child th')].filter((th) => th.textContent.trim() !== '');
  const last = headers.at(-1);
  let scroller = table.parentElement;
  while (scroller && !['auto', 'scroll'].includes(getComputedStyle(scroller).overflowX)) scroller = scroller.parentElement;
  const clipped = [];
  for (let node = table.parentElement; node && node !== document.body; node = node.parentElement) {
    if (node !== scroller && getComputedStyle(node).overflowX === 'hidden' && node.scrollWidth > node.clientWidth + 1) {
      clipped.push(node.className || node.tagName);
    }
  }
  // The lines the cell's text runs on: the tops of its text nodes' line boxes.
  const lineCount = (element) => {
    const tops = new Set();
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) if (rect.width > 0) tops.add(Math.round(rect.top));
    }
    return tops.size;
  };
  const wrappedShortCells = [...table.querySelectorAll('tbody td')]
    .filter((td) => {
      const text = td.textContent.trim();
      return text !== '' && text.length <= shortText && lineCount(td) > 1;
    })
    .map((td) => td.textContent.trim());
  const box = (element) => {
    const { left, right, top, bottom } = element.getBoundingClientRect();
    return { left, right, top, bottom };
  };
  const area = scroller && scroller !== document.documentElement ? scroller : null;
  const before = area && { ...box(area), scrollbar: area.offsetHeight - area.clientHeight, scrolls: area.scrollWidth > area.clientWidth };
  if (area) area.scrollLeft = area.scrollWidth;
  return {
    lastHeader: last.textContent.trim(),
    header: box(last),
    scroller: before,
    clipped,
    wrappedShortCells,
    viewport: { width: window.innerWidth, height: window.innerHeight },
    pageScrollsSideways: document.documentElement.scrollWidth > window.innerWidth,
  };
}

browserTest(
  'every column of Alunos, Comissões and Atividades can be reached at 1366×768 and 1920×1080',
  async ({ page }) => {
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    await login(page, DEMO.admin, '/activities');
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      for (const list of LISTS) {
        await page.goto(list.route);
        await page.locator('main tbody tr[data-row-id]').first().waitFor();
        const size = `${viewport.width}x${viewport.height}`;
        const where = `${list.name} at ${size}`;
        await page.screenshot({ path: join(SCREENSHOT_DIR, `wide-tables-${list.name}-${size}.png`) });

        const seen = await page.evaluate(inspectTable, SHORT_TEXT);
        assert.equal(seen.lastHeader, list.lastHeader, `${where}: the last column`);
        assert.deepEqual(seen.clipped, [], `${where}: no box cuts the table off out of reach`);
        assert.equal(seen.pageScrollsSideways, false, `${where}: the page itself does not scroll sideways`);
        assert.deepEqual(seen.wrappedShortCells, [], `${where}: short values keep to one line`);
        assert.ok(seen.scroller, `${where}: the table has its own scroll area`);
        assert.ok(
          seen.scroller.right <= seen.viewport.width + 1,
          `${where}: the scroll area ends inside the window (${seen.scroller.right})`,
        );
        if (seen.scroller.scrolls) {
          assert.ok(seen.scroller.scrollbar > 0, `${where}: the horizontal scrollbar is drawn`);
          assert.ok(
            seen.scroller.bottom <= seen.viewport.height,
            `${where}: the horizontal scrollbar is on screen without scrolling the page (area ends at ${seen.scroller.bottom})`,
          );
        }
        assert.ok(
          seen.header.left >= seen.scroller.left - 1 && seen.header.right <= seen.scroller.right + 1,
          `${where}: '${seen.lastHeader}' (${seen.header.left}–${seen.header.right}) is inside the scroll area (${seen.scroller.left}–${seen.scroller.right})`,
        );
        assert.ok(seen.header.right <= seen.viewport.width + 1, `${where}: '${seen.lastHeader}' ends inside the window`);
        if (seen.scroller.scrolls) await page.screenshot({ path: join(SCREENSHOT_DIR, `wide-tables-${list.name}-${size}-scrolled.png`) });
      }
    }
  },
  { showScrollbars: true },
);

browserTest(
  'a long Descrição is cut to two lines with the full text in a tooltip, under headers that stay on top',
  async ({ page }) => {
    const tag = runTag('longa');
    const full =
      `Descrição longa ${tag}: ligar para o aluno, confirmar a inscrição na turma de sábado, enviar o boleto ` +
      'da segunda parcela, lembrar do material do simulado e registrar o retorno na ficha antes do fim do mês';
    const admin = await apiSession(DEMO.admin);
    try {
      const types = await admin.get('/api/activitiesTypes');
      const custom = types.find((type) => type.tipo === 'CUSTOM') ?? types.find((type) => type.tipo === 'SYSTEM');
      await admin.post('/api/activity', { titulo: full, id_tipo_atividade: custom.id });
    } finally {
      await admin.dispose();
    }

    await page.setViewportSize({ width: 1366, height: 768 });
    await login(page, DEMO.admin, '/activities');
    await page.locator('main tbody tr[data-row-id]').first().waitFor();
    const column = await page.evaluate(() =>
      [...document.querySelectorAll('main thead tr:first-child th')].findIndex((th) => th.textContent.trim() === 'Descrição'),
    );
    await searchList(page, tag);
    await waitForRows(page, tag, 1);
    const cell = page.locator(`main tbody tr[data-row-id] td:nth-child(${column + 1})`).first();
    assert.equal(await cell.evaluate((td) => td.textContent.trim()), full, 'the whole text is in the page');
    // The height the cell gives its text (what is cut off does not count).
    const { lineHeight, textHeight } = await cell.evaluate((td) => {
      const style = getComputedStyle(td);
      return {
        lineHeight: parseFloat(style.lineHeight),
        textHeight: td.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom),
      };
    });
    assert.ok(textHeight <= lineHeight * 2 + 2, `the text takes two lines at most (${textHeight}px, a line ${lineHeight}px)`);

    await cell.scrollIntoViewIfNeeded();
    await cell.hover();
    const tooltip = page.getByRole('tooltip');
    await tooltip.waitFor();
    assert.equal((await tooltip.innerText()).trim(), full, 'the tooltip holds the whole text');
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'wide-tables-atividades-tooltip.png') });

    // Scrolled to its end, the table keeps its headers at the top of its area.
    await searchList(page, '');
    await page.locator('main tbody tr[data-row-id]').nth(1).waitFor();
    const stuck = await page.evaluate(() => {
      const table = document.querySelector('main table');
      const area = table.parentElement;
      area.scrollTop = area.scrollHeight;
      return {
        scrolled: area.scrollTop > 0,
        headTop: table.querySelector('thead').getBoundingClientRect().top,
        areaTop: area.getBoundingClientRect().top,
      };
    });
    assert.ok(stuck.scrolled, 'ten rows at 768 px scroll inside the table');
    assert.ok(Math.abs(stuck.headTop - stuck.areaTop) <= 1, `the headers stay on top (${stuck.headTop} vs ${stuck.areaTop})`);
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'wide-tables-atividades-1366x768-sticky-header.png') });
  },
  { showScrollbars: true },
);
