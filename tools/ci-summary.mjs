#!/usr/bin/env node
// Adds up the "Tests:" summary lines that Jest printed in a CI log (and the containers test's
// "PASS all N checks" / "FAIL K of N checks") and prints one closing line,
// `N passed, M failed` (`, K skipped` when some were), the plain closing line any CI reader knows, so a reader of the whole run sees what
// ran without scrolling through each step. Exits 1 when no test ran at all or one failed.
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/** The counts of every Jest "Tests:" line of `text`. */
export function sumJestSummaries(text) {
  const total = { passed: 0, failed: 0, skipped: 0, runs: 0 };
  for (const line of text.split('\n')) {
    // tools/containers/run.mjs: one line for all its checks.
    const checks = line.match(/^(?:PASS all (\d+) checks|FAIL (\d+) of (\d+) checks)\s*$/);
    if (checks) {
      total.runs += 1;
      if (checks[1]) total.passed += Number(checks[1]);
      else {
        total.failed += Number(checks[2]);
        total.passed += Number(checks[3]) - Number(checks[2]);
      }
      continue;
    }
    const summary = line.match(/^\s*Tests:\s+(.*\d+ total)\s*$/);
    if (!summary) continue;
    total.runs += 1;
    for (const [, count, kind] of summary[1].matchAll(/(\d+) (passed|failed|skipped|todo)/g)) {
      if (kind === 'todo') total.skipped += Number(count);
      else total[kind] += Number(count);
    }
  }
  return total;
}

export function closingLine({ passed, failed, skipped }) {
  return `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const total = sumJestSummaries(readFileSync(process.argv[2], 'utf8'));
  process.stdout.write(`Test runs added up: ${total.runs}\n${closingLine(total)}\n`);
  if (total.failed > 0 || total.passed === 0) process.exit(1);
}
