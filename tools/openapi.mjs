#!/usr/bin/env node
// Writes each service's OpenAPI 3.1 document, generated from its controllers and DTOs, to
// libs/contracts/openapi/<service>.json (build first: `npm run contracts:generate` does):
//
//   node tools/openapi.mjs                  every service
//   node tools/openapi.mjs --check          fails when a committed document differs from the code's (npm test, after the build)
//   node tools/openapi.mjs --print academic one document to standard output
//
// One child process per service: class-validator keeps its metadata in one global store,
// keyed by class name, so two services' DTOs must not meet in one process.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const ROOT = join(import.meta.dirname, '..');
export const API_SERVICES = ['identity', 'crm', 'academic', 'finance', 'reporting'];
const VERSION = '1.0.0';

if (process.argv[2] === '--print') {
  const service = process.argv[3];
  await import('reflect-metadata');
  const { serviceOpenApi } = await import(pathToFileURL(join(ROOT, 'libs/nest-platform/dist/src/openapi/index.js')).href);
  const { AppModule } = await import(pathToFileURL(join(ROOT, `services/${service}/dist/src/app.module.js`)).href);
  const document = await serviceOpenApi(AppModule, { service, version: VERSION });
  process.stdout.write(`${JSON.stringify(document, null, 2)}\n`);
  process.exit(0);
} else if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const check = process.argv[2] === '--check';
  mkdirSync(join(ROOT, 'libs/contracts/openapi'), { recursive: true });
  const stale = [];
  for (const service of API_SERVICES) {
    const text = execFileSync(process.execPath, [import.meta.filename, '--print', service], {
      cwd: join(ROOT, 'services', service),
      encoding: 'utf8',
    });
    const file = join(ROOT, 'libs/contracts/openapi', `${service}.json`);
    if (!check) {
      writeFileSync(file, text);
      process.stdout.write(`libs/contracts/openapi/${service}.json written\n`);
    } else if (!existsSync(file) || readFileSync(file, 'utf8') !== text) stale.push(`libs/contracts/openapi/${service}.json`);
  }
  if (check && stale.length) {
    process.stderr.write(`Desatualizado em relação ao código: ${stale.join(', ')}. Rode \`npm run contracts:generate\` e faça commit.\n`);
    process.exit(1);
  }
  if (check) process.stdout.write(`OpenAPI documents of ${API_SERVICES.join(', ')}: current\n`);
}
