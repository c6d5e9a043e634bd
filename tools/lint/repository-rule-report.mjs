// Which files of each service would break the repository rule if it were switched on for it, before it is:
//   node tools/lint/repository-rule-report.mjs [service ...]
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { repositoryRule } from './code-rules.mjs';

const root = join(import.meta.dirname, '..', '..');
const services = process.argv.length > 2 ? process.argv.slice(2) : readdirSync(join(root, 'services'));
const eslint = new ESLint({
  cwd: root,
  overrideConfig: [tseslint.configs.disableTypeChecked, ...repositoryRule(services)],
  ruleFilter: ({ ruleId }) => ruleId === 'no-restricted-imports',
});

for (const service of services) {
  const results = await eslint.lintFiles([`services/${service}/src`]);
  const files = results
    .map((result) => ({
      file: relative(root, result.filePath),
      count: result.messages.filter((m) => m.ruleId === 'no-restricted-imports').length,
    }))
    .filter(({ count }) => count > 0);
  const total = files.reduce((sum, { count }) => sum + count, 0);
  console.log(`${service}: ${total} imports in ${files.length} files`);
  for (const { file, count } of files) console.log(`  ${file} (${count})`);
}
