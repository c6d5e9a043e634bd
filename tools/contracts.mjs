#!/usr/bin/env node
// The contract documents generated from libs/contracts (build it first: the npm scripts do):
//
//   node tools/contracts.mjs generate   libs/contracts/EVENTS.md (who publishes and consumes each event)
//   node tools/contracts.mjs release    also freezes the current contracts as released, after a release:
//                                       the event schemas (libs/contracts/released/events.json) and the
//                                       services' OpenAPI documents (libs/contracts/released/openapi/)
//
// `npm test` (libs/contracts/src/contracts-files.spec.ts) fails when EVENTS.md is stale or when
// the current schemas break a released one.
import { copyFileSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const ROOT = join(import.meta.dirname, '..');
const contracts = await import(pathToFileURL(join(ROOT, 'libs/contracts/dist/index.js')).href);
const command = process.argv[2];
if (command !== 'generate' && command !== 'release') {
  process.stderr.write('uso: node tools/contracts.mjs generate|release\n');
  process.exit(2);
}
writeFileSync(join(ROOT, 'libs/contracts/EVENTS.md'), contracts.eventsMarkdown());
process.stdout.write('libs/contracts/EVENTS.md written\n');
if (command === 'release') {
  const released = join(ROOT, 'libs/contracts/released/events.json');
  writeFileSync(released, `${JSON.stringify(contracts.currentEventSchemas(), null, 2)}\n`);
  process.stdout.write(`${released} written: these schemas are now the released contracts\n`);
  // The HTTP APIs as generated (libs/contracts/openapi, kept current by npm run contracts:generate).
  mkdirSync(join(ROOT, 'libs/contracts/released/openapi'), { recursive: true });
  for (const file of readdirSync(join(ROOT, 'libs/contracts/openapi'))) {
    copyFileSync(join(ROOT, 'libs/contracts/openapi', file), join(ROOT, 'libs/contracts/released/openapi', file));
    process.stdout.write(`libs/contracts/released/openapi/${file} written\n`);
  }
}
