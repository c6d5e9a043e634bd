// Module hooks that let a child process run the workspace's TypeScript sources, compiled on the fly exactly as the Jest preset compiles
// them: @swc/core with the preset's options (legacy decorators, decorator metadata for Nest's DI) and the preset's module map (`@treina/*`
// libs to their sources, `./x.js` to `./x.ts`). Loaded by ts-register.mjs:
//   node --import ./libs/nest-platform/test/support/ts-register.mjs services/identity/src/main.ts
// The child is a real separate process (tests signal and kill it) that needs no build.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { transformSync } from '@swc/core';
import { nodePreset, swcTransform } from '../../../../jest.preset.mjs';

const [, swcOptions] = swcTransform();

/** The preset's `@treina/*` entries of moduleNameMapper: pattern -> source file. */
const workspaceSources = Object.entries(nodePreset.moduleNameMapper)
  .filter(([pattern]) => pattern.startsWith('^@treina/'))
  .map(([pattern, file]) => [new RegExp(pattern), file]);

const isTypeScript = (url) => url.startsWith('file:') && url.endsWith('.ts');

export async function resolve(specifier, context, nextResolve) {
  for (const [pattern, file] of workspaceSources) {
    if (pattern.test(specifier)) return { url: pathToFileURL(file).href, shortCircuit: true };
  }
  // NodeNext sources import their siblings as './x.js'; the file on disk is x.ts.
  if (context.parentURL && isTypeScript(context.parentURL) && /^\.{1,2}\/.*\.js$/.test(specifier)) {
    const url = new URL(specifier, context.parentURL);
    const source = new URL(url.href.replace(/\.js$/, '.ts'));
    if (!existsSync(url) && existsSync(source)) return { url: source.href, shortCircuit: true };
  }
  return nextResolve(specifier, context);
}

export async function load(url, context, nextLoad) {
  if (!isTypeScript(url)) return nextLoad(url, context);
  const filename = fileURLToPath(url);
  const { code } = transformSync(readFileSync(filename, 'utf8'), { ...swcOptions, filename, swcrc: false, configFile: false });
  // Every workspace package is "type": "module".
  return { format: 'module', source: code, shortCircuit: true };
}
