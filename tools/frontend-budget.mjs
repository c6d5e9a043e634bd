#!/usr/bin/env node
// Front-end budgets, measured on the production builds (run `npm run build` first):
//   1. JavaScript the login page loads (shell + shared libs), gzipped   <= 150 KiB
//      (met because the login page is drawn without MUI; with MUI it fails)
//   2. Each remote's remoteEntry.js, gzipped                             <=  30 KiB
//   3. Login page interactive in headless Chromium (median of 5 loads)   <  BUDGET.loginInteractiveMs
//
//   node tools/frontend-budget.mjs                   serves frontends/*/dist itself, the way the gateway does
//   node tools/frontend-budget.mjs --base-url URL    measures a running product (e.g. http://localhost:3000)
//   --json                                           prints the figures as JSON too
//
// Chromium: /usr/bin/chromium (env CHROMIUM_PATH overrides). Exit code 1 when a budget is exceeded.
import { createServer } from 'node:http';
import { createReadStream, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
const FRONTENDS = join(ROOT, 'frontends');
const KIB = 1024;
const BUDGET = { loginJsKiB: 150, remoteEntryKiB: 30, loginInteractiveMs: 1500 };
const RUNS = 5;
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const args = process.argv.slice(2);
const baseUrlArg = args.includes('--base-url') ? args[args.indexOf('--base-url') + 1] : undefined;
const asJson = args.includes('--json');

/** gzip -6 (the zlib default, what a typical server sends). */
const gzipSize = (buffer) => gzipSync(buffer, { level: 6 }).length;
const kib = (bytes) => (bytes / KIB).toFixed(1);

function remoteDirs() {
  return readdirSync(FRONTENDS).filter((dir) => /^[a-z0-9-]+-ui$/.test(dir) && existsSync(join(FRONTENDS, dir, 'dist', 'remoteEntry.js')));
}

/** Serves the dists like the gateway: shell at /, remotes at /remotes/<dir>/, /remotes.json; /api answers 401. */
function startStaticGateway() {
  const types = {
    '.js': 'application/javascript; charset=utf-8',
    '.html': 'text/html; charset=utf-8',
    '.svg': 'image/svg+xml',
    '.json': 'application/json; charset=utf-8',
    '.map': 'application/json; charset=utf-8',
  };
  const shellDist = join(FRONTENDS, 'shell', 'dist');
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url, 'http://x').pathname);
    response.setHeader('Content-Security-Policy', "default-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:");
    if (path === '/remotes.json') {
      response.writeHead(200, { 'Content-Type': types['.json'] });
      response.end(
        JSON.stringify({ remotes: remoteDirs().map((dir) => ({ name: dir.replace(/-/g, '_'), entry: `/remotes/${dir}/remoteEntry.js` })) }),
      );
      return;
    }
    if (path.startsWith('/api/')) {
      response.writeHead(401, { 'Content-Type': types['.json'] });
      response.end(JSON.stringify({ statusCode: 401, statusMsg: 'Não autenticado.', message: 'Unauthorized' }));
      return;
    }
    const remote = path.match(/^\/remotes\/([a-z0-9-]+-ui)\/(.+)$/);
    const baseDir = remote ? join(FRONTENDS, remote[1], 'dist') : shellDist;
    let file = normalize(join(baseDir, remote ? remote[2] : path));
    if (!file.startsWith(baseDir + sep) && file !== baseDir) {
      response.writeHead(400).end();
      return;
    }
    if (!existsSync(file) || statSync(file).isDirectory()) {
      if (extname(path)) {
        response.writeHead(404).end();
        return;
      }
      file = join(shellDist, 'index.html');
    }
    response.writeHead(200, { 'Content-Type': types[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done(server)));
}

async function measureLoginPage(chromium, baseUrl) {
  const timings = [];
  let scripts = [];
  for (let run = 0; run < RUNS; run += 1) {
    const userDataDir = mkdtempSync(join(tmpdir(), 'treina-budget-'));
    const context = await chromium.launchPersistentContext(userDataDir, {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      headless: true,
      args: CHROMIUM_ARGS,
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      const loaded = [];
      page.on('response', (response) => {
        const url = response.url();
        if (response.request().resourceType() === 'script' || url.endsWith('.js')) {
          loaded.push(
            response
              .body()
              .then((body) => ({ url, bytes: body.length, gzip: gzipSize(body) }))
              .catch(() => null),
          );
        }
      });
      await page.goto(`${baseUrl}/login`, { waitUntil: 'load' });
      await page.waitForFunction(() => performance.getEntriesByName('treina:login-interactive').length > 0, null, {
        timeout: 15_000,
      });
      const interactive = await page.evaluate(() => performance.getEntriesByName('treina:login-interactive')[0].startTime);
      await page.getByRole('button', { name: 'Acessar' }).waitFor({ state: 'visible' });
      timings.push(interactive);
      await page.waitForLoadState('networkidle');
      if (run === 0) scripts = (await Promise.all(loaded)).filter(Boolean);
    } finally {
      await context.close();
      rmSync(userDataDir, { recursive: true, force: true });
    }
  }
  timings.sort((a, b) => a - b);
  return { scripts, timings, median: timings[Math.floor(timings.length / 2)] };
}

const { chromium } = await import('playwright-core');
let server;
let baseUrl = baseUrlArg;
if (!existsSync(join(FRONTENDS, 'shell', 'dist', 'index.html'))) {
  console.error('frontends/shell/dist is missing: run `npm run build` first.');
  process.exit(2);
}
if (!baseUrl) {
  server = await startStaticGateway();
  baseUrl = `http://127.0.0.1:${server.address().port}`;
}

let failed = false;
const figures = { baseUrl, remotes: {}, budgets: BUDGET };
try {
  const login = await measureLoginPage(chromium, baseUrl);
  const totalGzip = login.scripts.reduce((sum, s) => sum + s.gzip, 0);
  const totalRaw = login.scripts.reduce((sum, s) => sum + s.bytes, 0);
  figures.loginJs = { files: login.scripts.length, gzipKiB: Number(kib(totalGzip)), rawKiB: Number(kib(totalRaw)) };
  figures.loginInteractiveMs = { median: Math.round(login.median), runs: login.timings.map(Math.round) };

  console.log(`Front-end budgets (${baseUrl}, gzip level 6)`);
  const jsOk = totalGzip <= BUDGET.loginJsKiB * KIB;
  console.log(
    `  ${jsOk ? 'ok  ' : 'FAIL'} login page JS: ${kib(totalGzip)} KiB gzipped (${kib(totalRaw)} KiB raw, ${login.scripts.length} files); budget ${BUDGET.loginJsKiB} KiB`,
  );
  for (const script of [...login.scripts].sort((a, b) => b.gzip - a.gzip).slice(0, 5)) {
    console.log(`         ${kib(script.gzip).padStart(6)} KiB  ${script.url.replace(baseUrl, '')}`);
  }
  failed ||= !jsOk;

  for (const dir of remoteDirs()) {
    const size = gzipSize(readFileSync(join(FRONTENDS, dir, 'dist', 'remoteEntry.js')));
    const ok = size <= BUDGET.remoteEntryKiB * KIB;
    figures.remotes[dir] = { remoteEntryGzipKiB: Number(kib(size)) };
    console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${dir}/remoteEntry.js: ${kib(size)} KiB gzipped; budget ${BUDGET.remoteEntryKiB} KiB`);
    failed ||= !ok;
  }

  const timeOk = login.median < BUDGET.loginInteractiveMs;
  console.log(
    `  ${timeOk ? 'ok  ' : 'FAIL'} login page interactive: ${Math.round(login.median)} ms median of ${RUNS} cold loads (${figures.loginInteractiveMs.runs.join(', ')} ms); budget < ${BUDGET.loginInteractiveMs} ms`,
  );
  failed ||= !timeOk;
} finally {
  server?.close();
}
if (asJson) console.log(JSON.stringify(figures, null, 2));
process.exit(failed ? 1 : 0);
