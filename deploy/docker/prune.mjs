#!/usr/bin/env node
// Build-stage helper of the service images: `node deploy/docker/prune.mjs <service> <outDir>`
// after the service and its libs are built. Writes
//   <outDir>/deps/package.json + package-lock.json  only the third-party packages the service
//       needs at run time, at exactly the root lockfile's versions, for `npm ci --omit=dev`;
//   <outDir>/app/  the built service (services/<name>/dist/src), the built @treina/* libs it
//       uses under node_modules/@treina/, and the start-up scripts (tools/declare-topology.mjs,
//       deploy/docker/migrate.mjs).
//
// Every third-party version lives in the root package.json (workspace manifests list only
// @treina/* packages), so "what the service needs" is found from its compiled code: the bare
// imports of its dist and of the libs it depends on, plus the peer dependencies of those
// packages that the root installs (Nest loads @nestjs/platform-express, TypeORM loads pg,
// by name at run time). Front-end packages (react, MUI...) never enter a service image.
import { builtinModules } from 'node:module';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const readJson = (path) => JSON.parse(readFileSync(path, 'utf8'));

/** Workspace package name -> folder, from the root lockfile's links. */
export function workspaces(lock) {
  const byName = new Map();
  for (const [path, entry] of Object.entries(lock.packages)) {
    if (entry.link && path.startsWith('node_modules/')) byName.set(path.slice('node_modules/'.length), entry.resolved);
  }
  return byName;
}

/** The service's workspace and, transitively, the @treina/* workspaces it depends on. */
export function workspaceClosure(root, service) {
  const lock = readJson(join(root, 'package-lock.json'));
  const folders = workspaces(lock);
  const seen = new Map();
  const visit = (name) => {
    if (seen.has(name)) return;
    const folder = folders.get(name);
    if (!folder) throw new Error(`workspace ${name} is not in package-lock.json`);
    seen.set(name, folder);
    const manifest = readJson(join(root, folder, 'package.json'));
    for (const dep of Object.keys({ ...manifest.dependencies })) if (dep.startsWith('@treina/')) visit(dep);
  };
  visit(`@treina/${service}`);
  return seen;
}

/**
 * Folders of a lib that only the build uses (nest-platform's OpenAPI generator, run by
 * `npm run contracts:generate`): they ship in no image, nor do the packages they import.
 */
const BUILD_TIME_ONLY = new Set(['openapi']);

/** Compiled files that ship: dist without tests, specs, declarations, build info and build-time-only folders. */
export function shippedFiles(dir, out = []) {
  if (!existsSync(dir)) return out;
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) {
      const buildTimeOnly = BUILD_TIME_ONLY.has(entry) && path.includes(join('libs', 'nest-platform'));
      if (entry !== 'test' && entry !== 'node_modules' && !buildTimeOnly) shippedFiles(path, out);
    } else if (!/\.(spec|e2e-spec|test)\.js(\.map)?$/.test(entry) && !/\.d\.ts(\.map)?$/.test(entry) && !entry.endsWith('.tsbuildinfo')) {
      out.push(path);
    }
  }
  return out;
}

const BUILTINS = new Set(builtinModules);
const PACKAGE_SPECIFIER = /^(@[a-z0-9-~][a-z0-9-._~]*\/)?[a-z0-9-~][a-z0-9-._~]*(\/.*)?$/;
/**
 * Package names a compiled ES module (tsc output) imports: `import ... from 'a'`, `import 'a'`,
 * `export ... from 'a'` at the start of a statement, and `import('a')` / `require('a')` anywhere.
 */
export function importedPackages(source) {
  const names = new Set();
  const patterns = [
    /^\s*(?:import|export)\s[^;'"`]*?\sfrom\s*['"]([^'"]+)['"]/gm,
    /^\s*import\s*['"]([^'"]+)['"]/gm,
    /\b(?:import|require)\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
  ];
  for (const pattern of patterns) {
    for (const [, specifier] of source.matchAll(pattern)) {
      if (specifier.startsWith('node:') || !PACKAGE_SPECIFIER.test(specifier)) continue;
      const parts = specifier.split('/');
      const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
      if (!BUILTINS.has(name)) names.add(name);
    }
  }
  return names;
}

/** Where Node would find `name` from the lockfile location `from` (node_modules/a/node_modules/b). */
function resolveIn(packages, from, name) {
  let base = from;
  for (;;) {
    const candidate = base ? `${base}/node_modules/${name}` : `node_modules/${name}`;
    if (packages[candidate]) return candidate;
    if (!base) return undefined;
    const cut = base.lastIndexOf('/node_modules/');
    base = cut === -1 ? '' : base.slice(0, cut);
  }
}

/**
 * The lockfile entries that `dependencies` (root-level names) pull in: dependencies,
 * optional dependencies (kept optional: npm skips those of another platform) and
 * peers, resolved the way Node resolves them.
 */
export function lockClosure(lock, dependencies) {
  const packages = lock.packages;
  const kept = new Map();
  const queue = [];
  const add = (location) => {
    if (kept.has(location)) return;
    kept.set(location, packages[location]);
    queue.push(location);
  };
  for (const name of dependencies) {
    const location = resolveIn(packages, '', name);
    if (!location) throw new Error(`${name} is not installed at the root of package-lock.json`);
    add(location);
  }
  while (queue.length) {
    const location = queue.shift();
    const entry = packages[location];
    const optionalPeers = new Set(
      Object.entries(entry.peerDependenciesMeta ?? {})
        .filter(([, meta]) => meta.optional)
        .map(([name]) => name),
    );
    const wanted = [
      ...Object.keys(entry.dependencies ?? {}).map((name) => [name, false]),
      ...Object.keys(entry.optionalDependencies ?? {}).map((name) => [name, true]),
      ...Object.keys(entry.peerDependencies ?? {}).map((name) => [name, optionalPeers.has(name)]),
    ];
    for (const [name, optional] of wanted) {
      // An optional peer comes along only when the service itself needs that package.
      if (optionalPeers.has(name) && !dependencies.has(name)) continue;
      const found = resolveIn(packages, location, name);
      if (found) add(found);
      else if (!optional) throw new Error(`${location} needs ${name}, which package-lock.json does not have`);
    }
  }
  return kept;
}

export function prune(root, service) {
  const rootManifest = readJson(join(root, 'package.json'));
  const lock = readJson(join(root, 'package-lock.json'));
  const closure = workspaceClosure(root, service);

  // 1. What the compiled code imports.
  const imported = new Set();
  for (const folder of closure.values()) {
    for (const file of shippedFiles(join(root, folder, 'dist'))) {
      if (file.endsWith('.js')) for (const name of importedPackages(readFileSync(file, 'utf8'))) imported.add(name);
    }
  }
  for (const name of imported)
    if (name.startsWith('@treina/') && !closure.has(name))
      throw new Error(`${service} imports ${name}, which is not in its package.json dependencies`);
  const thirdParty = new Set([...imported].filter((name) => !name.startsWith('@treina/')));
  for (const name of thirdParty) {
    if (!rootManifest.dependencies?.[name]) {
      const where = rootManifest.devDependencies?.[name] ? 'only in devDependencies' : 'not in';
      throw new Error(`${service} imports ${name}, which is ${where} the root package.json dependencies`);
    }
  }
  // 2. Peers the root installs (loaded by name at run time), transitively.
  for (let grew = true; grew;) {
    grew = false;
    for (const name of [...thirdParty]) {
      const entry = lock.packages[`node_modules/${name}`];
      for (const peer of Object.keys(entry?.peerDependencies ?? {})) {
        if (rootManifest.dependencies?.[peer] && !thirdParty.has(peer)) {
          thirdParty.add(peer);
          grew = true;
        }
      }
    }
  }
  const dependencies = Object.fromEntries([...thirdParty].sort().map((name) => [name, rootManifest.dependencies[name]]));

  // 3. The lockfile of exactly those, every entry a production one.
  const kept = lockClosure(lock, thirdParty);
  const packages = {
    '': { name: `treina-${service}`, version: rootManifest.version, dependencies },
  };
  for (const [location, entry] of [...kept].sort(([a], [b]) => a.localeCompare(b))) {
    const { dev, devOptional, peer, extraneous, ...rest } = entry;
    packages[location] = devOptional ? { ...rest, optional: true } : rest;
  }
  return {
    manifest: { name: `treina-${service}`, version: rootManifest.version, private: true, type: 'module', dependencies },
    lock: { name: `treina-${service}`, version: rootManifest.version, lockfileVersion: 3, requires: true, packages },
    closure,
  };
}

function copyShipped(from, to) {
  for (const file of shippedFiles(from)) {
    const target = join(to, relative(from, file));
    mkdirSync(dirname(target), { recursive: true });
    cpSync(file, target);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [service, outDir] = process.argv.slice(2);
  if (!service || !outDir) {
    process.stderr.write('usage: node deploy/docker/prune.mjs <service> <outDir>\n');
    process.exit(2);
  }
  const out = resolve(outDir);
  rmSync(out, { recursive: true, force: true });
  const { manifest, lock, closure } = prune(ROOT, service);
  mkdirSync(join(out, 'deps'), { recursive: true });
  writeFileSync(join(out, 'deps', 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  writeFileSync(join(out, 'deps', 'package-lock.json'), `${JSON.stringify(lock, null, 2)}\n`);
  for (const [name, folder] of closure) {
    const target = name === `@treina/${service}` ? join(out, 'app', folder) : join(out, 'app', 'node_modules', name);
    const pkg = readJson(join(ROOT, folder, 'package.json'));
    delete pkg.scripts;
    delete pkg.nx;
    mkdirSync(target, { recursive: true });
    writeFileSync(join(target, 'package.json'), `${JSON.stringify(pkg, null, 2)}\n`);
    copyShipped(join(ROOT, folder, 'dist'), join(target, 'dist'));
  }
  for (const script of ['tools/declare-topology.mjs', 'deploy/docker/migrate.mjs']) {
    mkdirSync(dirname(join(out, 'app', script)), { recursive: true });
    cpSync(join(ROOT, script), join(out, 'app', script));
  }
  process.stdout.write(
    `${service}: ${Object.keys(manifest.dependencies).length} direct and ${Object.keys(lock.packages).length - 1} installed packages: ${Object.keys(manifest.dependencies).join(', ')}\n`,
  );
}
