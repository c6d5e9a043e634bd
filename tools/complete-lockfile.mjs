// npm on Linux leaves out of package-lock.json the optional packages built for other platforms (e.g. @rspack/binding-darwin-arm64), and
// `npm ci` then refuses the lockfile as "not in sync". This adds the missing entries, with the version the parent asks for and the
// registry's integrity, os, cpu and libc, so `npm ci` works on every machine. Run it after changing dependencies:
//   node tools/complete-lockfile.mjs
import { execFile } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { ROOT } from './infra.mjs';

const run = promisify(execFile);
const lockPath = join(ROOT, 'package-lock.json');
const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
const packages = lock.packages;

/** Where node would find `name` from the package at `from`: its own node_modules, then each ancestor's. */
function resolveFrom(from, name) {
  let base = from;
  for (;;) {
    const candidate = base ? `${base}/node_modules/${name}` : `node_modules/${name}`;
    if (packages[candidate]) return candidate;
    if (!base) return undefined;
    const index = base.lastIndexOf('/node_modules/');
    base = index >= 0 ? base.slice(0, index) : '';
  }
}

const missing = new Map();
for (const [key, entry] of Object.entries(packages)) {
  for (const [name, spec] of Object.entries(entry.optionalDependencies ?? {})) {
    if (resolveFrom(key, name)) continue;
    const target = packages[`node_modules/${name}`] ? `${key}/node_modules/${name}` : `node_modules/${name}`;
    if (!missing.has(target)) missing.set(target, { name, spec, dev: Boolean(entry.dev), devOptional: Boolean(entry.devOptional) });
  }
}

function platformOf(name) {
  const os = /(darwin|linux|win32|freebsd|openbsd|netbsd|android|sunos|aix)/.exec(name)?.[1];
  const cpu = /(x64|arm64|arm|ia32|ppc64|riscv64|s390x|loong64|mips64el|wasm32)/.exec(name)?.[1];
  return { ...(os ? { os: [os] } : {}), ...(cpu ? { cpu: [cpu] } : {}) };
}

const entries = [...missing.entries()];
process.stdout.write(`${entries.length} optional platform packages missing from the lockfile\n`);
const concurrency = 8;
for (let start = 0; start < entries.length; start += concurrency) {
  await Promise.all(
    entries.slice(start, start + concurrency).map(async ([target, wanted]) => {
      let info;
      try {
        const { stdout } = await run(
          'npm',
          ['view', `${wanted.name}@${wanted.spec}`, 'version', 'dist.integrity', 'os', 'cpu', 'libc', 'license', 'engines', '--json'],
          { cwd: ROOT },
        );
        info = JSON.parse(stdout);
        if (Array.isArray(info)) info = info[info.length - 1];
      } catch {
        // Not published for this version: record the platform its name says, so npm skips it.
        info = { version: wanted.spec, ...platformOf(wanted.name) };
      }
      const entry = { version: info.version, ...(info['dist.integrity'] ? { integrity: info['dist.integrity'] } : {}) };
      if (info.cpu) entry.cpu = info.cpu;
      if (wanted.dev) entry.dev = true;
      if (info.engines) entry.engines = info.engines;
      if (info.libc) entry.libc = info.libc;
      if (info.license) entry.license = info.license;
      entry.optional = true;
      if (info.os) entry.os = info.os;
      packages[target] = entry;
    }),
  );
}

// npm writes the packages map in key order.
lock.packages = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
process.stdout.write('package-lock.json completed\n');
