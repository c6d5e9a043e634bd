// Jest global set-up of the tools project. The deployment tests check what the images ship: prune.mjs reads the services' compiled code and
// migrate.mjs runs `dist/src/cli.js`. So the services are built first, as each image's build stage builds its service (`npx tsc -b
// services/<app>`, deploy/docker/generate.mjs): once, before any test file runs (test files in parallel workers would race writing the same
// dist files). Incremental: a few tenths of a second when nothing changed.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { SERVICES } from '../deploy/docker/services.mjs';
import { ROOT } from './infra.mjs';

const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');

export default function buildServices() {
  const projects = Object.keys(SERVICES).map((app) => join('services', app));
  const build = spawnSync(process.execPath, [tsc, '-b', ...projects], { cwd: ROOT, encoding: 'utf8' });
  if (build.status !== 0) {
    throw new Error(`tsc -b ${projects.join(' ')} failed (the images would not build either):\n${build.stdout}${build.stderr}`);
  }
}
