// The container engine of the containers test: Debian's docker.io (and debootstrap, and Debian's
// docker-compose 1.29) installed when missing, dockerd started when it is not running and
// stopped at the end only if this run started it. Fails loudly, never skips.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, openSync } from 'node:fs';
import { join } from 'node:path';
import { capture, DOCKER, log, run, sleep } from './exec.mjs';

const NEEDED = {
  '/usr/bin/docker': 'docker.io',
  '/usr/sbin/dockerd': 'docker.io',
  '/usr/sbin/debootstrap': 'debootstrap',
  '/usr/bin/docker-compose': 'docker-compose',
};

export async function ensurePackages() {
  const missing = [
    ...new Set(
      Object.entries(NEEDED)
        .filter(([path]) => !existsSync(path))
        .map(([, pkg]) => pkg),
    ),
  ];
  if (!missing.length) return;
  log(`installing Debian's ${missing.join(', ')} (apt-get)`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  await run('apt-get', ['update', '-qq'], { env, quiet: true });
  await run('apt-get', ['install', '-y', '-qq', ...missing], { env, quiet: true });
  for (const path of Object.keys(NEEDED)) if (!existsSync(path)) throw new Error(`${path} is still missing after apt-get install`);
}

const engineAnswers = () => capture(DOCKER, ['info', '--format', '{{.ServerVersion}}'], { allowFail: true });

/** Starts dockerd unless an engine answers; returns a stop function (a no-op when it was already running). */
export async function ensureEngine(workDir) {
  const version = engineAnswers();
  if (version) {
    log(`docker engine ${version} already running (left running at the end)`);
    return async () => {};
  }
  mkdirSync(workDir, { recursive: true });
  const logFile = join(workDir, 'dockerd.log');
  log(`starting dockerd (log: ${logFile})`);
  const out = openSync(logFile, 'a');
  const daemon = spawn('/usr/sbin/dockerd', [], { detached: true, stdio: ['ignore', out, out] });
  let exited = false;
  daemon.on('exit', () => (exited = true));
  for (let waited = 0; !engineAnswers(); waited += 1) {
    if (exited || waited >= 60) throw new Error(`dockerd did not start (see ${logFile})`);
    await sleep(1000);
  }
  log(`dockerd ${engineAnswers()} started (pid ${daemon.pid})`);
  return async () => {
    if (exited) return;
    log(`stopping the dockerd this run started (pid ${daemon.pid})`);
    daemon.kill('SIGTERM');
    for (let waited = 0; !exited && waited < 60; waited += 1) await sleep(500);
    if (!exited) daemon.kill('SIGKILL');
  };
}

/** The compose implementation: Debian's docker-compose (1.29), which talks to the engine's API. */
export function composeVersion() {
  return capture('/usr/bin/docker-compose', ['version', '--short']);
}

export { run };
