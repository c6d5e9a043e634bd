import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
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
 * `page.goto('/x')` is relative to BASE_URL.
 */
export async function openBrowser() {
  assertChromium();
  const userDataDir = mkdtempSync(join(tmpdir(), 'treina-e2e-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: ARGS,
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

/**
 * node:test test with a fresh browser; on failure saves a screenshot under
 * test-output/e2e/<test name>.png before rethrowing.
 */
export function browserTest(name, fn, options = {}) {
  test(name, { timeout: 120_000, ...options }, async (t) => {
    const browser = await openBrowser();
    try {
      await fn({ ...browser, t });
    } catch (error) {
      mkdirSync(SCREENSHOT_DIR, { recursive: true });
      const file = join(SCREENSHOT_DIR, `${fileName(name)}.png`);
      await browser.page.screenshot({ path: file, fullPage: true }).catch(() => undefined);
      t.diagnostic(`screenshot: ${file} (url ${browser.page.url()})`);
      if (browser.problems.length) t.diagnostic(browser.problems.join('\n'));
      throw error;
    } finally {
      await browser.close();
    }
  });
}
