// The shell provides some shared packages through a facade that re-exports only what the front
// ends use (libs/web-platform/tooling: SHARED_FACADES). A front end importing a name the facade
// lacks would get `undefined` at run time, and one importing the package behind a facade
// ('react-router', '@tanstack/query-core') would bundle a second copy of it: both fail here.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, it } from '@jest/globals';
import { SHARED_FACADES } from '../libs/web-platform/tooling/create-frontend-config.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const NOT_SHARED = ['react-router', 'react-router/dom', '@tanstack/query-core'];

/** Source files bundled into a front end: frontends/<x>/src and libs/<x>/src, tests aside. */
function sources() {
  const files = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && entry.name !== 'test') walk(path);
      } else if (/\.(ts|tsx|mjs|js)$/.test(entry.name) && !/\.(test|spec)\.|\.d\.ts$/.test(entry.name)) files.push(path);
    }
  };
  for (const top of ['frontends', 'libs'])
    for (const name of readdirSync(join(ROOT, top))) {
      if (name === 'e2e') continue;
      try {
        walk(join(ROOT, top, name, 'src'));
      } catch (error) {
        if (error.code !== 'ENOENT') throw error;
      }
    }
  return files;
}

/** The value names `import { a, b as c, type T } from '<pkg>'` brings in (types are erased). */
function importedNames(source, pkg) {
  const names = [];
  const pattern = new RegExp(`import\\s+(type\\s+)?\\{([^}]*)\\}\\s*from\\s*'${pkg.replace(/[/]/g, '\\/')}'`, 'g');
  for (const [, typeOnly, list] of source.matchAll(pattern)) {
    if (typeOnly) continue;
    for (const item of list.split(',').map((part) => part.trim()))
      if (item && !item.startsWith('type ')) names.push(item.split(/\s+as\s+/)[0]);
  }
  return names;
}

/** What a facade re-exports: `export { a, b } from '...'` lists. */
function exportedNames(file) {
  const names = new Set();
  for (const [, list] of readFileSync(file, 'utf8').matchAll(/export\s*\{([^}]*)\}\s*from/g))
    for (const item of list.split(',').map((part) => part.trim())) if (item) names.add(item.split(/\s+as\s+/).pop());
  return names;
}

const files = sources().map((file) => ({ file: relative(ROOT, file), text: readFileSync(file, 'utf8') }));

describe('shared facades', () => {
  it('finds the front ends’ sources', () => {
    assert.ok(files.some(({ file }) => file.startsWith('frontends/shell/src/')));
    assert.ok(files.some(({ file }) => file.startsWith('frontends/academic-ui/src/')));
  });

  for (const [pkg, facade] of Object.entries(SHARED_FACADES)) {
    it(`${pkg}: every name a front end imports is one the shell's facade provides`, () => {
      const provided = exportedNames(facade);
      const missing = files.flatMap(({ file, text }) =>
        importedNames(text, pkg)
          .filter((name) => !provided.has(name))
          .map((name) => `${file}: ${name}`),
      );
      assert.deepEqual(missing, [], `add these to ${relative(ROOT, facade)}`);
    });

    it(`${pkg}: nothing else than import { ... } from '${pkg}' (a namespace or default import would see only the facade)`, () => {
      const other = files.filter(({ text }) =>
        new RegExp(`import\\s+(?!type\\s*\\{)(\\*|[A-Za-z_$][\\w$]*)[^;]*from\\s*'${pkg.replace(/[/]/g, '\\/')}'`).test(text),
      );
      assert.deepEqual(
        other.map(({ file }) => file),
        [],
      );
    });
  }

  it('no front end imports the packages behind a facade directly (they are not shared)', () => {
    const direct = files.filter(({ text }) => NOT_SHARED.some((pkg) => text.includes(`from '${pkg}'`))).map(({ file }) => file);
    assert.deepEqual(direct, []);
  });

  it('notices a name missing from a facade', () => {
    assert.deepEqual(importedNames("import { Link, type To, useBlocker as block } from 'react-router-dom';", 'react-router-dom'), [
      'Link',
      'useBlocker',
    ]);
    assert.ok(!exportedNames(SHARED_FACADES['react-router-dom']).has('useBlocker'));
  });
});
