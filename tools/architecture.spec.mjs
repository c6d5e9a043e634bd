// Architecture rules checked by `npm test` (STYLE.md habit 3): services meet only
// through libs/contracts; front ends never import server code.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, it } from 'node:test';
import { ROOT } from './infra.mjs';

function sources(dir, out = []) {
  if (!existsSync(dir)) return out;
  for (const entry of readdirSync(dir)) {
    if (['node_modules', 'dist'].includes(entry)) continue;
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) sources(path, out);
    else if (/\.(ts|tsx|mjs|js)$/.test(entry)) out.push(path);
  }
  return out;
}

const importsOf = (file) => [...readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)].map((match) => match[1]);
const services = existsSync(join(ROOT, 'services')) ? readdirSync(join(ROOT, 'services')) : [];

describe('architecture', () => {
  it('keeps every service from importing another service', () => {
    const offences = [];
    for (const service of services) {
      for (const file of sources(join(ROOT, 'services', service))) {
        for (const target of importsOf(file)) {
          const other = services.find(
            (name) =>
              name !== service &&
              (target === `@treina/${name}` ||
                target.startsWith(`@treina/${name}/`) ||
                target.includes(`services/${name}/`) ||
                target.includes(`../${name}/src`)),
          );
          if (other) offences.push(`${relative(ROOT, file)} imports ${target}`);
        }
      }
    }
    assert.deepEqual(offences, []);
  });

  it('keeps server code and keys out of the front ends', () => {
    const offences = [];
    for (const top of ['frontends', 'libs/ui-kit', 'libs/web-platform']) {
      for (const file of sources(join(ROOT, top))) {
        for (const target of importsOf(file)) {
          if (
            /^@treina\/(nest-platform|identity|crm|academic|finance|reporting|gateway)/.test(target) ||
            /^@nestjs\/|^typeorm|^pg$|^amqplib|^argon2/.test(target)
          ) {
            offences.push(`${relative(ROOT, file)} imports ${target}`);
          }
        }
        if (/BEGIN (EC |RSA )?PRIVATE KEY|JWT_PRIVATE_KEY/.test(readFileSync(file, 'utf8')))
          offences.push(`${relative(ROOT, file)} mentions a private key`);
      }
    }
    assert.deepEqual(offences, []);
  });
});
