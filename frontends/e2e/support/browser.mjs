import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from '@jest/globals';
import { chromium } from 'playwright-core';
import { assertChromium, BASE_URL, CHROMIUM_PATH, SCREENSHOT_DIR } from './config.mjs';

const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * A fresh Chromium profile (its own user-data-dir): its own cookies, storage and cache.
 * `page.goto('/x')` is relative to BASE_URL. `showScrollbars`: draw scrollbars as a desktop
 * browser does (headless Chromium hides them by default), for tests and screenshots about them.
 */
export async function openBrowser({ showScrollbars = false } = {}) {
  assertChromium();
  const userDataDir = mkdtempSync(join(tmpdir(), 'treina-e2e-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: ARGS,
    ...(showScrollbars ? { ignoreDefaultArgs: ['--hide-scrollbars'] } : {}),
    baseURL: BASE_URL,
    locale: 'pt-BR',
    viewport: { width: 1280, height: 800 },
  });
  context.setDefaultTimeout(15_000);
  const page = context.pages()[0] ?? (await context.newPage());
  const problems = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return {
    context,
    page,
    problems,
    async close() {
      await context.close().catch(() => undefined);
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

function fileName(name) {
  return (
    name
      .replace(/[^a-z0-9À-ú]+/gi, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 120) || 'test'
  );
}

/** Saves what the page shows now as test-output/e2e/<name>.png (to look at what a test checked). */
export async function screenshot(page, name, { fullPage = true } = {}) {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = join(SCREENSHOT_DIR, `${fileName(name)}.png`);
  await page.screenshot({ path: file, fullPage });
  return file;
}

/**
 * A Jest test with a fresh browser (`options`: openBrowser's, and `timeout`); on failure saves a screenshot under
 * test-output/e2e/<test name>.png (and what the page threw) before rethrowing.
 */
export function browserTest(name, fn, options = {}) {
  test(
    name,
    async () => {
      const browser = await openBrowser(options);
      try {
        await fn(browser);
      } catch (error) {
        mkdirSync(SCREENSHOT_DIR, { recursive: true });
        const file = join(SCREENSHOT_DIR, `${fileName(name)}.png`);
        await browser.page.screenshot({ path: file, fullPage: true }).catch(() => undefined);
        const problems = browser.problems.length ? `\n${browser.problems.join('\n')}` : '';
        process.stderr.write(`screenshot: ${file} (url ${browser.page.url()})${problems}\n`);
        throw error;
      } finally {
        await browser.close();
      }
    },
    options.timeout ?? 120_000,
  );
}
