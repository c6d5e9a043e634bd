#!/usr/bin/env node
// The front-end bundle of the treina/frontends image (frontends.Dockerfile):
//   collect <out>   (build stage) copies frontends/<name>/dist of the shell and every built
//                   remote into <out>/<name>/dist, without source maps;
//   install <from>  (the container's command) replaces the contents of $FRONTENDS_TARGET
//                   (default /frontends) with <from>, then exits: the gateway serves that folder;
//   check <dir>     exits 0 when <dir> holds the shell and at least one remote.
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const [command, dir] = process.argv.slice(2);
const isBuilt = (path, name) => existsSync(join(path, 'dist', name === 'shell' ? 'index.html' : 'remoteEntry.js'));

if (command === 'collect' && dir) {
  const frontends = join(ROOT, 'frontends');
  rmSync(dir, { recursive: true, force: true });
  const names = readdirSync(frontends).filter((name) => (name === 'shell' || /-ui$/.test(name)) && isBuilt(join(frontends, name), name));
  for (const name of names) {
    cpSync(join(frontends, name, 'dist'), join(dir, name, 'dist'), { recursive: true, filter: (source) => !source.endsWith('.map') });
  }
  process.stdout.write(`front ends collected: ${names.join(', ')}\n`);
  if (!names.includes('shell')) process.exit(1);
} else if (command === 'install' && dir) {
  const target = process.env.FRONTENDS_TARGET || '/frontends';
  mkdirSync(target, { recursive: true });
  for (const entry of readdirSync(target)) rmSync(join(target, entry), { recursive: true, force: true });
  cpSync(dir, target, { recursive: true });
  process.stdout.write(
    `${JSON.stringify({ time: new Date().toISOString(), level: 'info', service: 'frontends', msg: 'front ends installed', target, apps: readdirSync(target) })}\n`,
  );
} else if (command === 'check' && dir) {
  const names = existsSync(dir) ? readdirSync(dir) : [];
  const ok =
    names.includes('shell') &&
    isBuilt(join(dir, 'shell'), 'shell') &&
    names.some((name) => /-ui$/.test(name) && isBuilt(join(dir, name), name));
  process.exit(ok ? 0 : 1);
} else {
  process.stderr.write('usage: frontends.mjs collect <out> | install <from> | check <dir>\n');
  process.exit(2);
}
