// The architecture is enforced by lint (eslint.config.mjs): this suite plants forbidden imports in
// source text placed, virtually, inside real projects, and lints it through ESLint's Node API with
// the repository's own config. Each rule is shown to fail what it must and to pass what it must not.
//   node --experimental-vm-modules node_modules/jest/bin/jest.js --config tools/jest.config.mjs tools/lint-boundaries.spec.mjs
import { describe, expect, it } from '@jest/globals';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { ROOT } from './infra.mjs';

// The planted files exist in no tsconfig program, so the type-aware parsing is turned off for them;
// every other setting (boundaries, feature zones, globals, restrictions) is the real config's.
const eslint = new ESLint({ cwd: ROOT, overrideConfig: [tseslint.configs.disableTypeChecked] });

/** The rule ids and messages ESLint reports for `code` as if it were the file at `filePath`. */
async function lint(filePath, code) {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.map((message) => ({ rule: message.ruleId, message: message.message }));
}

const BOUNDARY = '@nx/enforce-module-boundaries';
const FEATURE = 'import-x/no-restricted-paths';

/** `code` importing `specifier`, using the import so no other rule speaks. */
const importing = (specifier) => `import * as planted from '${specifier}';\nexport const used = planted;\n`;

describe('module boundaries between projects (@nx/enforce-module-boundaries over the package.json tags)', () => {
  it('fails a service importing another service by its package name', async () => {
    const problems = await lint('services/finance/src/planted.ts', importing('@treina/identity'));
    expect(problems).toEqual([
      {
        rule: BOUNDARY,
        message: 'A project tagged with "type:service" can only depend on libs tagged with "type:contracts", "type:platform"',
      },
    ]);
  });

  it("fails a service importing another service's source by a relative path", async () => {
    const problems = await lint('services/finance/src/commissions/planted.ts', importing('../../../identity/src/app.module.js'));
    expect(problems).toEqual([
      { rule: BOUNDARY, message: 'Projects cannot be imported by a relative or absolute path, and must begin with a npm scope' },
    ]);
  });

  it('passes a service importing the contracts and the platform lib', async () => {
    // A name that is not one of the platform's SQL helpers: those only a repository imports (the repository rule).
    const code = `${importing('@treina/contracts')}import { notFound } from '@treina/nest-platform';\nexport const alsoUsed = notFound;\n`;
    expect(await lint('services/finance/src/planted.ts', code)).toEqual([]);
  });

  it('fails the platform lib importing anything but the contracts, and the contracts importing any project', async () => {
    // A service (or the platform lib) depends on the lower layer, so importing it back is reported as the cycle it makes.
    expect(await lint('libs/nest-platform/src/planted.ts', importing('@treina/crm'))).toEqual([
      { rule: BOUNDARY, message: expect.stringMatching(/^Circular dependency between "@treina\/nest-platform" and "@treina\/crm"/) },
    ]);
    expect(await lint('libs/contracts/src/planted.ts', importing('@treina/nest-platform'))).toEqual([
      { rule: BOUNDARY, message: expect.stringMatching(/^Circular dependency between "@treina\/contracts" and "@treina\/nest-platform"/) },
    ]);
    // Without a cycle, the tags speak.
    expect(await lint('libs/nest-platform/src/planted.ts', importing('@treina/ui-kit'))).toEqual([
      { rule: BOUNDARY, message: 'A project tagged with "type:platform" can only depend on libs tagged with "type:contracts"' },
    ]);
    expect(await lint('libs/contracts/src/planted.ts', importing('@treina/ui-kit'))).toEqual([
      { rule: BOUNDARY, message: 'A project tagged with "type:contracts" cannot depend on any libs with tags' },
    ]);
  });

  const APP_BY_NAME = 'An app (the shell, a UI remote) is never imported: Module Federation loads remotes at run time.';

  it('fails a UI remote importing another remote or the shell', async () => {
    for (const other of ['@treina/academic-ui', '@treina/shell']) {
      expect(await lint('frontends/crm-ui/src/planted.ts', importing(other))).toEqual([
        { rule: 'no-restricted-imports', message: expect.stringContaining(APP_BY_NAME) },
      ]);
    }
    for (const other of ['@treina/academic-ui/src/remote-entry', '@treina/shell/src/app/app']) {
      expect(await lint('frontends/crm-ui/src/planted.ts', importing(other))).toEqual([
        { rule: BOUNDARY, message: 'Imports of apps are forbidden' },
      ]);
    }
    const relative = await lint(
      'frontends/crm-ui/src/features/customers/planted.ts',
      importing('../../../../academic-ui/src/remote-entry'),
    );
    expect(relative).toEqual([
      { rule: BOUNDARY, message: 'Projects cannot be imported by a relative or absolute path, and must begin with a npm scope' },
    ]);
  });

  it('fails the shell importing a remote statically (Module Federation loads remotes at run time)', async () => {
    expect(await lint('frontends/shell/src/routes/planted.ts', importing('@treina/finance-ui'))).toEqual([
      { rule: 'no-restricted-imports', message: expect.stringContaining(APP_BY_NAME) },
    ]);
    expect(await lint('frontends/shell/src/routes/planted.ts', importing('@treina/finance-ui/src/remote-entry'))).toEqual([
      { rule: BOUNDARY, message: 'Imports of apps are forbidden' },
    ]);
  });

  it('passes a remote importing the contracts and the web libs', async () => {
    const code = ['@treina/contracts', '@treina/web-platform', '@treina/ui-kit']
      .map((lib, i) => `import * as lib${i} from '${lib}';\nexport const used${i} = lib${i};\n`)
      .join('');
    expect(await lint('frontends/crm-ui/src/planted.ts', code)).toEqual([]);
  });

  it('keeps server code out of the front ends and the web libs', async () => {
    for (const [file, specifier, tag] of [
      ['frontends/shell/src/planted.ts', '@treina/nest-platform', 'type:frontend'],
      ['frontends/academic-ui/src/planted.ts', '@treina/academic', 'type:frontend'],
      ['libs/web-platform/src/planted.ts', '@treina/nest-platform', 'type:web-lib'],
    ]) {
      expect(await lint(file, importing(specifier))).toEqual([
        { rule: BOUNDARY, message: `A project tagged with "${tag}" can only depend on libs tagged with "type:contracts", "type:web-lib"` },
      ]);
    }
    for (const [file, specifier, tag] of [
      ['frontends/shell/src/planted.ts', '@nestjs/common', 'type:frontend'],
      ['frontends/crm-ui/src/planted.ts', 'typeorm', 'type:frontend'],
      ['libs/ui-kit/src/planted.ts', 'pg', 'type:web-lib'],
      ['libs/web-platform/src/planted.ts', 'argon2', 'type:web-lib'],
      ['frontends/e2e/support/planted.mjs', 'amqplib', 'type:e2e'],
    ]) {
      expect(await lint(file, importing(specifier))).toEqual([
        { rule: BOUNDARY, message: `A project tagged with "${tag}" is not allowed to import "${specifier}"` },
      ]);
    }
  });

  it('keeps private keys out of front-end code', async () => {
    const key = await lint('frontends/shell/src/planted.ts', "export const key = '-----BEGIN PRIVATE KEY-----';\n");
    expect(key).toEqual([{ rule: 'no-restricted-syntax', message: 'Private keys never reach front-end code.' }]);
    const variable = await lint('libs/web-platform/src/planted.ts', 'export const key = process.env.JWT_PRIVATE_KEY;\n');
    expect(variable.map((problem) => problem.message)).toContain('Private keys never reach front-end code.');
  });
});

describe('feature boundaries inside a front end (import-x/no-restricted-paths zones)', () => {
  it('fails a feature importing another feature of the same remote', async () => {
    for (const specifier of ['../activities/time', '../activities/time.js', '../../activities/components/activity-form']) {
      const file = specifier.startsWith('../../')
        ? 'frontends/crm-ui/src/features/customers/components/planted.ts'
        : 'frontends/crm-ui/src/features/customers/planted.ts';
      const problems = await lint(file, importing(specifier));
      expect(problems).toEqual([{ rule: FEATURE, message: expect.stringContaining('A feature never imports another feature') }]);
    }
  });

  it('fails shared code importing a feature', async () => {
    const problems = await lint('frontends/academic-ui/src/shared/api/planted.ts', importing('../../features/classes/class-csv'));
    expect(problems).toEqual([{ rule: FEATURE, message: expect.stringContaining('Shared code never imports a feature') }]);
  });

  it('fails a shell feature importing another shell feature', async () => {
    const problems = await lint('frontends/shell/src/features/login/planted.ts', importing('../password-change/reset-token'));
    expect(problems).toEqual([{ rule: FEATURE, message: expect.stringContaining('A feature never imports another feature') }]);
  });

  it('passes a feature importing its own files and the shared folder', async () => {
    const code = `${importing('./time')}import * as shared from '../../shared/api/crm-keys';\nexport const alsoUsed = shared;\n`;
    expect(await lint('frontends/crm-ui/src/features/activities/planted.ts', code)).toEqual([]);
  });
});
