// A UI remote deployed apart from the product under test, as a department releases one: built
// on its own (rspack, the remote's real config, into a folder of the test's), served by the
// front-end images' own server (deploy/docker/serve-frontend.mjs) on 127.0.0.1 and a free port,
// and routed by the running gateway through REMOTES_FILE, which it reads again whenever it
// changes (the product is neither rebuilt nor restarted).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { BASE_URL, REPO_ROOT } from './config.mjs';

// The very file the front-end images run (not a workspace package, hence by path).
const { serveFrontend } = await import(pathToFileURL(join(REPO_ROOT, 'deploy', 'docker', 'serve-frontend.mjs')).href);

const RSPACK = join(REPO_ROOT, 'node_modules', '@rspack', 'cli', 'bin', 'rspack.js');
const WORK_DIR = join(REPO_ROOT, 'var', 'e2e-remotes');

/** The file the gateway under test reads its remotes from (tools/test.mjs sets it; so must any script starting the product). */
function remotesFile() {
  const file = process.env.REMOTES_FILE;
  if (!file) throw new Error('REMOTES_FILE is not set: start the product with REMOTES_FILE (tools/test.mjs does) and pass it to the tests');
  return file;
}

/**
 * Builds `frontends/<frontend>` alone into `var/e2e-remotes/<label>` and returns that folder.
 * `buildId`/`version` are what the build reports; `builtAgainst` ('react@20.0.0') makes it
 * declare other versions of the shared modules than the installed ones.
 */
export function buildRemote({ frontend, label, buildId, version = '0.1.0', builtAgainst }) {
  const outDir = join(WORK_DIR, label);
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(WORK_DIR, { recursive: true });
  execFileSync(
    process.execPath,
    [
      RSPACK,
      'build',
      '--mode',
      'production',
      '--env',
      `outputPath=${outDir}`,
      ...(builtAgainst ? ['--env', `builtAgainst=${builtAgainst}`] : []),
    ],
    {
      cwd: join(REPO_ROOT, 'frontends', frontend),
      env: { ...process.env, TREINA_BUILD_ID: buildId, TREINA_VERSION: version },
      stdio: ['ignore', 'ignore', 'pipe'],
      timeout: 240_000,
    },
  );
  const info = JSON.parse(readFileSync(join(outDir, 'build.json'), 'utf8'));
  if (info.buildId !== buildId) throw new Error(`${frontend} build reports ${info.buildId}, not ${buildId}`);
  return outDir;
}

/** Serves a built remote on 127.0.0.1 (a free port unless given), as its image does. */
export async function serveRemote(frontend, dir, port = 0) {
  const server = await serveFrontend({ frontend, dir, host: '127.0.0.1', port });
  return {
    server,
    url: `http://127.0.0.1:${server.address().port}`,
    port: server.address().port,
    close: () =>
      new Promise((resolve) => {
        server.close(resolve);
        server.closeAllConnections();
      }),
  };
}

/** GET /remotes.json of the product under test. */
async function manifest() {
  const answer = await fetch(`${BASE_URL}/remotes.json`, { cache: 'no-store' });
  if (!answer.ok) throw new Error(`/remotes.json answered ${answer.status}`);
  return JSON.parse(await answer.text());
}

/**
 * Points the gateway's remote `name` at `url` (the others stay as the product serves them) and
 * waits until /remotes.json says so (`until` checks its entry).
 */
export async function routeRemote(name, url, until = () => true) {
  const others = (await manifest()).remotes.filter((remote) => remote.name !== name).map((remote) => ({ name: remote.name }));
  writeFileSync(remotesFile(), JSON.stringify([...others, { name, url }]));
  return waitForManifest(name, until);
}

export async function waitForManifest(name, until, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const entry = (await manifest()).remotes.find((remote) => remote.name === name);
    if (entry && until(entry)) return entry;
    if (Date.now() > deadline) throw new Error(`/remotes.json never showed the expected ${name}: ${JSON.stringify(entry)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The product's own remotes again (the file removed: REMOTES, or the builds on disk); `builds` are deleted. */
export function restoreRemotes(...builds) {
  const file = process.env.REMOTES_FILE;
  if (file && existsSync(file)) rmSync(file);
  for (const dir of builds) if (dir) rmSync(dir, { recursive: true, force: true });
}
