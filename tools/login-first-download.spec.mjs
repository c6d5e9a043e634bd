// The login page is drawn without MUI so that /login downloads little JavaScript
// (docs/decisions/0010-light-login.md). Whatever the shell's entry reaches
// through static imports is part of that download; MUI must only be reached through a dynamic
// import() (the screens after log-in). One static `import ... from '@mui/...'` on that path, in the
// shell or in the shared '@treina/web-platform' (which the login page uses), fails here.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, it } from '@jest/globals';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const WORKSPACE_LIBS = { '@treina/web-platform': join(ROOT, 'libs/web-platform/src/index.ts') };
const HEAVY = /^@mui\/|^@emotion\//;

/** Static imports and re-exports of a module (`import(...)` is not one: its target loads later). */
function staticImports(source) {
  const code = source.replace(/\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm, '');
  return [...code.matchAll(/^\s*(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm)]
    .filter((match) => !/^\s*(?:import|export)\s+type\s/.test(match[0]))
    .map((match) => match[1]);
}

function resolveLocal(from, request) {
  const base = resolve(dirname(from), request.replace(/\.js$/, ''));
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')])
    if (existsSync(candidate) && candidate.match(/\.tsx?$/)) return candidate;
  throw new Error(`${relative(ROOT, from)}: cannot resolve ${request}`);
}

/** Every module the file reaches through static imports, with the chain that reached it. */
function reachable(entry) {
  const seen = new Map([[entry, [relative(ROOT, entry)]]]);
  const queue = [entry];
  const packages = [];
  while (queue.length) {
    const file = queue.shift();
    for (const request of staticImports(readFileSync(file, 'utf8'))) {
      const target = request.startsWith('.') ? resolveLocal(file, request) : WORKSPACE_LIBS[request];
      const chain = [...seen.get(file), request];
      if (!target) packages.push({ request, chain });
      else if (!seen.has(target)) {
        seen.set(target, [...seen.get(file), relative(ROOT, target)]);
        queue.push(target);
      }
    }
  }
  return { modules: [...seen.keys()], packages };
}

describe("the login page's first download", () => {
  const { modules, packages } = reachable(join(ROOT, 'frontends/shell/src/bootstrap.tsx'));

  it('reaches the login page and the shared web-platform (the walk follows the real imports)', () => {
    const files = modules.map((file) => relative(ROOT, file));
    assert.ok(files.includes('frontends/shell/src/features/login/login-page.tsx'));
    assert.ok(files.includes('libs/web-platform/src/remotes/remote-page.tsx'));
    assert.ok(packages.some(({ request }) => request === 'react-router-dom'));
  });

  it('imports nothing of MUI or Emotion statically', () => {
    const heavy = packages.filter(({ request }) => HEAVY.test(request));
    assert.deepEqual(
      heavy.map(({ chain }) => chain.join(' -> ')),
      [],
      'load these through import() (see frontends/shell/src/app/themed-screen.tsx), or draw them without MUI',
    );
  });
});
