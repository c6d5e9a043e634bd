// Front end on the benchmark's product (the gateway serves the built front ends):
//   - gzipped JavaScript per entry: what /login loads (shell + shared libs), and per remote its
//     remoteEntry.js and all of its chunks (gzip -6, as tools/frontend-budget.mjs measures);
//   - in headless Chromium (Debian's /usr/bin/chromium, fresh profile per load, never downloaded):
//     /login interactive (the login page's own `treina:login-interactive` mark, as the budget
//     script reads it) and /class after log-in (session cookie from POST /api/auth/login, cold
//     load of /class until the frame showing the first class row is painted, as the page itself
//     observes it), median of `runs` after one untimed warm-up load;
//   - bytes on the wire: what the browser received for each script (its compressed body as the
//     server sent it, Content-Encoding included: Playwright's request.sizes().responseBodySize).
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { log, loadText, percentile, ROOT } from './lib/common.mjs';

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const FRONTENDS = join(ROOT, 'frontends');
const gzip = (buffer) => gzipSync(buffer, { level: 6 }).length;
const kib = (bytes) => Number((bytes / 1024).toFixed(1));

function bundleSizes() {
  const remotes = {};
  for (const dir of readdirSync(FRONTENDS).sort()) {
    const dist = join(FRONTENDS, dir, 'dist');
    if (!existsSync(dist)) continue;
    const files = readdirSync(dist).filter((file) => file.endsWith('.js'));
    if (!files.length) continue;
    const all = files.reduce((sum, file) => sum + gzip(readFileSync(join(dist, file))), 0);
    const entry = existsSync(join(dist, 'remoteEntry.js')) ? gzip(readFileSync(join(dist, 'remoteEntry.js'))) : undefined;
    remotes[dir] = { files: files.length, allJsGzipKiB: kib(all), ...(entry === undefined ? {} : { remoteEntryGzipKiB: kib(entry) }) };
  }
  return remotes;
}

/** One script the page loaded: its gzip -6 size, and what actually crossed the wire (and how it was encoded). */
async function measureScript(response, baseUrl) {
  const [body, sizes, encoding] = await Promise.all([
    response.body(),
    response.request().sizes(),
    response.headerValue('content-encoding'),
  ]);
  return { url: response.url().replace(baseUrl, ''), gzip: gzip(body), wire: sizes.responseBodySize, encoding: encoding ?? 'identity' };
}

const encodings = (scripts) =>
  Object.entries(scripts.reduce((count, script) => ({ ...count, [script.encoding]: (count[script.encoding] ?? 0) + 1 }), {}))
    .map(([encoding, n]) => `${n} ${encoding}`)
    .join(', ');

const FIRST_ROW_MARK = 'treina-bench:first-row-painted';

/**
 * Runs in the page before its own scripts (an init script): marks `mark` once a table cell's text matches `pattern` and the frame that
 * shows it has been painted (the next animation frame, then a task after it). Not the moment Playwright's `waitFor` returns: it polls, and
 * sees the row well after it was painted.
 */
function markFirstRowPainted({ pattern, mark }) {
  const firstRow = new RegExp(pattern);
  const observer = new MutationObserver(() => {
    for (const cell of document.querySelectorAll('tbody td')) {
      if (!firstRow.test(cell.textContent ?? '')) continue;
      observer.disconnect();
      requestAnimationFrame(() => setTimeout(() => performance.mark(mark)));
      return;
    }
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
}

async function withBrowser(chromium, work) {
  const userDataDir = mkdtempSync(join(tmpdir(), 'treina-bench-chromium-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
  });
  try {
    return await work(context, context.pages()[0] ?? (await context.newPage()));
  } finally {
    await context.close();
    rmSync(userDataDir, { recursive: true, force: true });
  }
}

/**
 * @param {object} options
 * @param {RegExp} [options.firstRow] text of the first class row's cell to wait for (the bench's generated
 *   trainings are named "Power BI (Online)"; on the demo data pass e.g. /Power BI na Prática/)
 */
export async function frontendBenchmark({
  baseUrl,
  runs = 5,
  username = 'admin@treina.dev',
  password = 'Admin#2026',
  firstRow = /\((Presencial|Online)\)$/,
}) {
  const figure = { bundles: bundleSizes(), load: loadText() };
  const { chromium } = await import('playwright-core');

  const loginTimes = [];
  for (let run = 0; run < runs; run += 1) {
    await withBrowser(chromium, async (_context, page) => {
      const scripts = [];
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script') scripts.push(measureScript(response, baseUrl).catch(() => null));
      });
      await page.goto(`${baseUrl}/login`, { waitUntil: 'load' });
      await page.waitForFunction(() => performance.getEntriesByName('treina:login-interactive').length > 0, null, { timeout: 30_000 });
      loginTimes.push(await page.evaluate(() => performance.getEntriesByName('treina:login-interactive')[0].startTime));
      if (run === 0) {
        await page.waitForLoadState('networkidle');
        const loaded = (await Promise.all(scripts)).filter(Boolean);
        figure.loginJs = {
          files: loaded.length,
          gzipKiB: kib(loaded.reduce((sum, script) => sum + script.gzip, 0)),
          wireKiB: kib(loaded.reduce((sum, script) => sum + script.wire, 0)),
          encodings: encodings(loaded),
          largest: loaded
            .sort((a, b) => b.gzip - a.gzip)
            .slice(0, 5)
            .map((script) => `${script.url} ${kib(script.gzip)} KiB`),
        };
      }
    });
  }

  const classTimes = [];
  // Run 0 warms the services' code paths behind the screen up (its API calls are the first since the
  // product started, as the HTTP benchmarks' warm-up does) and lists the scripts; it is not timed:
  // reading every script's body back through the DevTools protocol takes the browser's time.
  for (let run = 0; run <= runs; run += 1) {
    await withBrowser(chromium, async (context, page) => {
      const scripts = [];
      if (run === 0)
        page.on('response', (response) => {
          if (response.request().resourceType() === 'script')
            scripts.push(measureScript(response, baseUrl).catch(() => ({ url: response.url(), gzip: 0, wire: 0, encoding: '' })));
        });
      const answer = await context.request.post(`${baseUrl}/api/auth/login`, { data: { username, password } });
      if (answer.status() !== 200) throw new Error(`login: ${answer.status()}`);
      await context.addInitScript(markFirstRowPainted, { pattern: firstRow.source, mark: FIRST_ROW_MARK });
      await page.goto(`${baseUrl}/class`, { waitUntil: 'commit' });
      // Waited for by the page's own mark, polled often: Playwright's `waitFor` searches the
      // whole page's text on every animation frame, and that search took the page's main thread
      // from the very screen being timed.
      await page.waitForFunction((name) => performance.getEntriesByName(name).length > 0, FIRST_ROW_MARK, {
        timeout: 60_000,
        polling: 100,
      });
      const painted = await page.evaluate((name) => performance.getEntriesByName(name)[0].startTime, FIRST_ROW_MARK);
      // The first class row: its training cell, e.g. "Power BI (Online)", on screen.
      await page.getByText(firstRow).first().waitFor({ state: 'visible', timeout: 5_000 });
      if (run > 0) classTimes.push(painted);
      if (run === 0) {
        const loaded = await Promise.all(scripts);
        figure.classJs = {
          files: loaded.length,
          gzipKiB: kib(loaded.reduce((sum, script) => sum + script.gzip, 0)),
          wireKiB: kib(loaded.reduce((sum, script) => sum + script.wire, 0)),
          encodings: encodings(loaded),
          byOrigin: Object.entries(
            loaded.reduce((groups, script) => {
              const origin = script.url.startsWith('/remotes/') ? script.url.split('/')[2] : 'shell';
              groups[origin] = {
                files: (groups[origin]?.files ?? 0) + 1,
                gzipKiB: kib((groups[origin]?.bytes ?? 0) + script.gzip),
                bytes: (groups[origin]?.bytes ?? 0) + script.gzip,
              };
              return groups;
            }, {}),
          ).map(([origin, group]) => `${origin} ${group.files} files ${group.gzipKiB} KiB`),
        };
      }
    });
  }
  const round = (values) => values.map((value) => Math.round(value));
  figure.loginInteractive = { median: Math.round(percentile(loginTimes, 50)), runs: round(loginTimes) };
  figure.classInteractive = { median: Math.round(percentile(classTimes, 50)), runs: round(classTimes) };

  log(`front end (${figure.load}):`);
  log(
    `  /login loads ${figure.loginJs.files} scripts, ${figure.loginJs.wireKiB} KiB on the wire (${figure.loginJs.encodings}), ${figure.loginJs.gzipKiB} KiB if gzip -6 (largest: ${figure.loginJs.largest.join(', ')})`,
  );
  for (const [name, sizes] of Object.entries(figure.bundles)) {
    log(
      `  ${name.padEnd(14)} ${sizes.remoteEntryGzipKiB !== undefined ? `remoteEntry.js ${sizes.remoteEntryGzipKiB} KiB, ` : ''}all JS ${sizes.allJsGzipKiB} KiB gzipped (${sizes.files} files)`,
    );
  }
  log(`  /login interactive: median ${figure.loginInteractive.median} ms (${figure.loginInteractive.runs.join(', ')})`);
  log(
    `  /class loads ${figure.classJs.files} scripts, ${figure.classJs.wireKiB} KiB on the wire (${figure.classJs.encodings}), ${figure.classJs.gzipKiB} KiB if gzip -6 (${figure.classJs.byOrigin.join(', ')})`,
  );
  log(
    `  /class after log-in, first class row on screen: median ${figure.classInteractive.median} ms (${figure.classInteractive.runs.join(', ')})`,
  );
  return figure;
}
