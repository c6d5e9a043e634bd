// CODEOWNERS names who reviews what: this suite reads it as the code host does (the last matching
// line wins) and checks that no department's code falls to the catch-all line by omission.
//   node --experimental-vm-modules node_modules/jest/bin/jest.js --config tools/jest.config.mjs tools/codeowners.spec.mjs
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { ROOT } from './infra.mjs';

/** CODEOWNERS' rules in file order: the pattern and its owners. */
export function parseCodeowners(text) {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [pattern, ...owners] = line.split(/\s+/);
      return { pattern, owners };
    });
}

/**
 * Does a CODEOWNERS pattern match a repository path ('services/crm/src/main.ts')? The subset this file uses: `*` alone for
 * everything, an anchored `/dir/` for everything under it, an anchored `/file` for that file.
 */
export function patternMatches(pattern, path) {
  if (pattern === '*') return true;
  const anchored = pattern.replace(/^\//, '');
  return anchored.endsWith('/') ? path.startsWith(anchored) : path === anchored;
}

/** The rule that decides a path's owners (the last matching one), or undefined. */
export function ruleOf(rules, path) {
  return rules.findLast((rule) => patternMatches(rule.pattern, path));
}

const rules = parseCodeowners(readFileSync(join(ROOT, 'CODEOWNERS'), 'utf8'));
const folders = (top) =>
  readdirSync(join(ROOT, top))
    .filter((name) => statSync(join(ROOT, top, name)).isDirectory())
    .sort();
const SERVICES = folders('services');
const FRONTENDS = folders('frontends');
/** Where a department keeps its contract: the API types, their generated twin, the OpenAPI document, its events. */
const contractFilesOf = (service) =>
  [
    `libs/contracts/src/api/${service}.ts`,
    `libs/contracts/src/api/generated/${service}.ts`,
    `libs/contracts/openapi/${service}.json`,
    `libs/contracts/src/events/${service}/`,
  ].filter((path) => existsSync(join(ROOT, path)));
const SHARED_REGISTRIES = ['event-registry.ts', 'requests.ts', 'topology.ts'].map((file) => `libs/contracts/src/${file}`);

describe('CODEOWNERS', () => {
  it('reads patterns as the code host does: the last matching line wins', () => {
    const sample = parseCodeowners('*  @all\n/services/  @svc\n/services/crm/  @crm\n/libs/a.ts  @a\n');
    expect(ruleOf(sample, 'services/crm/src/main.ts')?.owners).toEqual(['@crm']);
    expect(ruleOf(sample, 'services/identity/src/main.ts')?.owners).toEqual(['@svc']);
    expect(ruleOf(sample, 'libs/a.ts')?.owners).toEqual(['@a']);
    expect(ruleOf(sample, 'libs/a.tsx')?.owners).toEqual(['@all']);
  });

  it.each([...SERVICES.map((name) => `services/${name}`), ...FRONTENDS.map((name) => `frontends/${name}`)])(
    '%s has an owner line of its own',
    (folder) => {
      const rule = ruleOf(rules, `${folder}/package.json`);
      expect(rule?.pattern).toBe(`/${folder}/`);
      expect(rule?.owners.length).toBeGreaterThan(0);
    },
  );

  it.each(SERVICES.filter((service) => existsSync(join(ROOT, 'frontends', `${service}-ui`))))(
    'the team of service %s owns its UI remote and its contract files',
    (service) => {
      const owners = ruleOf(rules, `services/${service}/package.json`)?.owners;
      expect(ruleOf(rules, `frontends/${service}-ui/package.json`)?.owners).toEqual(owners);
      for (const path of contractFilesOf(service))
        expect([path, ruleOf(rules, path.endsWith('/') ? `${path}x.ts` : path)?.owners]).toEqual([path, owners]);
    },
  );

  it("every department's team is among the owners of the registries all of them add lines to", () => {
    const teams = new Set(
      [...SERVICES.map((name) => `services/${name}/package.json`), ...FRONTENDS.map((name) => `frontends/${name}/package.json`)].flatMap(
        (path) => ruleOf(rules, path)?.owners ?? [],
      ),
    );
    for (const registry of SHARED_REGISTRIES)
      expect([registry, [...teams].filter((team) => !ruleOf(rules, registry)?.owners.includes(team))]).toEqual([registry, []]);
  });

  it('names the pedagogical team for practice exams, its service, its remote and its contract', () => {
    for (const path of [
      'services/assessment/src/main.ts',
      'frontends/assessment-ui/src/remote-entry.tsx',
      'libs/contracts/src/api/assessment.ts',
      'libs/contracts/src/events/assessment/attempt-completed.v1.ts',
    ])
      expect([path, ruleOf(rules, path)?.owners]).toEqual([path, ['@treina/pedagogico']]);
  });
});
