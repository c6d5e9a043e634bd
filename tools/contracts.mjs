#!/usr/bin/env node
// The contract documents generated from libs/contracts (build it first: the npm scripts do):
//
//   node tools/contracts.mjs generate   libs/contracts/EVENTS.md (who publishes and consumes each event)
//   node tools/contracts.mjs release    also freezes the current event schemas as released
//                                       (libs/contracts/released/events.json), after a release
//
// `npm test` (libs/contracts/src/contracts-files.spec.ts) fails when EVENTS.md is stale or when
// the current schemas break a released one.
import { writeFileSync } from 'node:fs';
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
}
