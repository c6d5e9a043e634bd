// The repository rule and the comment rules (tools/lint/code-rules.mjs), switched on for planted files
// through ESLint's Node API, whatever eslint.config.mjs currently lists.
//   node --experimental-vm-modules node_modules/jest/bin/jest.js --config tools/jest.config.mjs tools/lint-code-rules.spec.mjs
import { describe, expect, it } from '@jest/globals';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { ROOT } from './infra.mjs';
import { commentRule, repositoryRule } from './lint/code-rules.mjs';

const eslint = new ESLint({
  cwd: ROOT,
  overrideConfig: [tseslint.configs.disableTypeChecked, ...repositoryRule(['finance']), ...commentRule(['services/finance'])],
});

async function lint(filePath, code) {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.map((message) => message.ruleId);
}

const importing = (names, from) => `import { ${names} } from '${from}';\nexport const used = [${names}];\n`;

describe('the repository rule', () => {
  it('fails a command importing TypeORM, pg or a platform SQL helper', async () => {
    const file = 'services/finance/src/commission/planted.commands.ts';
    expect(await lint(file, importing('DataSource', 'typeorm'))).toEqual(['no-restricted-imports']);
    expect(await lint(file, importing('Pool', 'pg'))).toEqual(['no-restricted-imports']);
    expect(await lint(file, importing('queryRows', '@treina/nest-platform'))).toEqual(['no-restricted-imports']);
    expect(await lint(file, importing('WriteBehind', '@treina/nest-platform'))).toEqual(['no-restricted-imports']);
    expect(await lint(file, importing('InjectDataSource', '@nestjs/typeorm'))).toEqual(['no-restricted-imports']);
  });

  const databaseCode =
    "import { DataSource } from 'typeorm';\nimport { queryRows } from '@treina/nest-platform';\nexport const used = [DataSource, queryRows];\n";

  it('passes a repository, an entity, a migration and src/database importing them', async () => {
    for (const file of [
      'services/finance/src/commission/planted.repository.ts',
      'services/finance/src/commission/planted.entity.ts',
      'services/finance/src/database/migrations/1-planted.ts',
      'services/finance/src/database/planted.ts',
    ])
      expect(await lint(file, databaseCode)).toEqual([]);
  });

  it('lets module wiring register TypeOrmModule but not inject a data source', async () => {
    const file = 'services/finance/src/commission/planted.module.ts';
    expect(await lint(file, importing('TypeOrmModule', '@nestjs/typeorm'))).toEqual([]);
    expect(await lint(file, importing('InjectDataSource', '@nestjs/typeorm'))).toEqual(['no-restricted-imports']);
  });

  it('passes the platform helpers that are not SQL', async () => {
    expect(await lint('services/finance/src/commission/planted.queries.ts', importing('ApiError', '@treina/nest-platform'))).toEqual([]);
  });
});

describe('the comment rules', () => {
  const file = 'services/finance/src/commission/planted.rules.ts';
  const commented = (comment) => `${comment}\nexport const answer = 42;\n`;

  it.each([
    ['a spec section', '// Rounds down, as §4.2 asks.'],
    ['an issue number', '// Added for issue 17.'],
    ['a date', '// Measured on 2026-11-24.'],
    ['a measured figure', '// Saves 12 ms per page.'],
    ['a rate', '// Holds 3,000 events/s.'],
  ])('fails a comment citing %s', async (_, comment) => {
    expect(await lint(file, commented(comment))).toEqual(['treina/comment-content']);
  });

  it('passes a comment that says what and why, and code in backticks', async () => {
    expect(await lint(file, commented('// A seller sees only the commissions of their own sales (`sellerScope`, `timeout: 5s`).'))).toEqual(
      [],
    );
  });

  it('fails a comment block longer than five lines', async () => {
    expect(await lint(file, commented(Array.from({ length: 6 }, (_, i) => `// line ${i}`).join('\n')))).toEqual(['treina/comment-length']);
    expect(await lint(file, commented(Array.from({ length: 5 }, (_, i) => `// line ${i}`).join('\n')))).toEqual([]);
  });

  it("passes a signature's @param tags, one line a parameter, but not prose among them", async () => {
    const tags = [
      '/**',
      ' * @param {object} options',
      ' * @param {number} options.port the port',
      ' *   it listens on',
      ' * @param {string} options.name',
      ' * @returns {void}',
      ' */',
    ];
    expect(await lint(file, commented(tags.join('\n')))).toEqual([]);
    const prose = [...tags.slice(0, 2), ' * Starts it, then waits until it answers.', ...tags.slice(2)];
    expect(await lint(file, commented(prose.join('\n')))).toEqual(['treina/comment-length']);
  });

  it("passes a command script's opening usage, and no other long comment in it", async () => {
    const usage = Array.from({ length: 8 }, (_, i) => `// usage line ${i}`).join('\n');
    const eslintWithCommands = new ESLint({ cwd: ROOT, overrideConfig: [tseslint.configs.disableTypeChecked, ...commentRule(['bench'])] });
    const ruleIds = async (code) =>
      (await eslintWithCommands.lintText(code, { filePath: 'bench/planted.bench.mjs' }))[0].messages.map((message) => message.ruleId);
    expect(await ruleIds(`${usage}\nexport const answer = 42;\n`)).toEqual([]);
    expect(await ruleIds(`export const answer = 42;\n${usage}\nexport const other = 43;\n`)).toEqual(['treina/comment-length']);
    expect(await lint(file, `${usage}\nexport const answer = 42;\n`)).toEqual(['treina/comment-length']);
  });
});
