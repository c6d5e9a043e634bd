// ESLint for the whole repository (flat config). Formatting is Prettier's job (eslint-config-prettier comes last).
//   whole tree:   npx eslint .
//   one project:  npx eslint services/finance   (or any folder or file)
// The module boundaries come from the tags in each project's package.json ("nx": { "tags": [...] }),
// read through Nx's project graph; the feature boundaries inside a front end come from its folders.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { commentRule, repositoryRule } from './tools/lint/code-rules.mjs';

const root = import.meta.dirname;

// @nx/enforce-module-boundaries reads Nx's cached project graph (.nx/workspace-data) and silently skips every
// check when there is none. Nx refreshes it before it runs a task; a plain `npx eslint` (or the boundary test)
// builds it here (about a second, the daemon being off in nx.json), so a new project or tag is never missed.
if (!process.env.NX_TASK_TARGET_PROJECT) {
  const { createProjectGraphAsync } = await import('@nx/devkit');
  await createProjectGraphAsync({ exitOnError: true });
}

/** Server-side packages: a front end (or a web lib) importing one of them is bundling server code. */
const serverPackages = [
  '@nestjs/*',
  'typeorm',
  'pg',
  'amqplib',
  'amqp-connection-manager',
  'argon2',
  'jsonwebtoken',
  'passport',
  'passport-*',
  'nodemailer',
  'express',
  '@aws-sdk/*',
];

/**
 * Workspace packages with no entry point (no "exports", no "main"): the shell, the UI remotes and the browser tests.
 * Nothing can import them by name, and Nx cannot map the bare name to its project, so the bare name is refused here;
 * a deep import (`@treina/crm-ui/src/...`) or a relative one is refused by @nx/enforce-module-boundaries.
 */
const apps = ['services', 'libs', 'frontends']
  .flatMap((top) => readdirSync(join(root, top)).map((name) => join(root, top, name, 'package.json')))
  .filter((file) => existsSync(file))
  .map((file) => JSON.parse(readFileSync(file, 'utf8')))
  .filter((pkg) => !pkg.exports && !pkg.main)
  .map((pkg) => pkg.name);

/** Every project's tsconfig.json, so imports resolve the way each project compiles them. */
const projectTsconfigs = ['services', 'libs', 'frontends']
  .flatMap((top) => readdirSync(join(root, top)).map((name) => join(root, top, name, 'tsconfig.json')))
  .filter((file) => existsSync(file));

/** An app (the shell, a UI remote) is never imported by name. */
const appPaths = apps.map((name) => ({
  name,
  message: 'An app (the shell, a UI remote) is never imported: Module Federation loads remotes at run time.',
}));

/**
 * The repository rule (libs/nest-platform/README.md, Persistence): in these services only repositories, entities,
 * src/database, migrations, tests and module wiring import TypeORM, pg or the platform's SQL helpers.
 * A service is added here when its code has moved into repositories (`npx eslint services/<name>` shows what is left).
 */
const servicesOnRepositoryRule = ['academic', 'crm', 'finance', 'gateway', 'identity', 'reporting', 'assessment'];

/**
 * The comment rules (tools/lint/code-rules.mjs): no spec section, issue number, date or measured figure in a
 * comment, and no comment longer than five lines (both errors). An area is added here once its comments are rewritten.
 */
const areasOnCommentRule = [
  'libs/nest-platform',
  'libs/web-platform',
  'libs/ui-kit',
  'frontends/shell',
  'tools',
  'security',
  'faults',
  'bench',
  'deploy',
  'libs/contracts',
  'services',
  'frontends',
];
/** Inside those areas, code that no one writes by hand: its comments come from the OpenAPI documents' examples. */
const areasNotYetOnCommentRule = ['libs/contracts/src/api/generated'];

const frontEnds = readdirSync(join(root, 'frontends')).filter((name) => existsSync(join(root, 'frontends', name, 'src')));

/**
 * bulletproof-react's unidirectional architecture inside one front end: a feature never imports another feature
 * (they meet in the remote's entry or the shell's routes), and shared code never imports a feature.
 */
function featureZones(app) {
  const src = `./frontends/${app}/src`;
  const featuresDir = join(root, 'frontends', app, 'src', 'features');
  if (!existsSync(featuresDir)) return [];
  const features = readdirSync(featuresDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const zones = features.map((feature) => ({
    target: `${src}/features/${feature}`,
    from: `${src}/features`,
    except: [`./${feature}`],
    message: 'A feature never imports another feature: move what both need to src/shared, or compose them in the entry.',
  }));
  if (existsSync(join(root, 'frontends', app, 'src', 'shared'))) {
    zones.push({
      target: `${src}/shared`,
      from: `${src}/features`,
      message: 'Shared code never imports a feature.',
    });
  }
  return zones;
}

export default defineConfig(
  globalIgnores(['**/node_modules/', '**/dist/', '.nx/', '**/coverage/', '**/test-output/', 'var/']),

  { linterOptions: { reportUnusedDisableDirectives: 'error' } },

  js.configs.recommended,
  tseslint.configs.recommended,

  // Type-aware rules where they catch real bugs: promises nobody awaits, promises passed where a
  // void callback is expected, awaits of non-promises. Only on TypeScript files (each belongs to a tsconfig).
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.mts', '**/*.cts'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: root },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': [
        'error',
        // react-router's navigate() promise settles when the navigation ends; its failures go to the route error boundaries.
        { allowForKnownSafeCalls: [{ from: 'package', name: 'NavigateFunction', package: 'react-router' }] },
      ],
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-for-in-array': 'error',
      '@typescript-eslint/only-throw-error': 'error',
      '@typescript-eslint/return-await': ['error', 'in-try-catch'],
    },
  },

  {
    rules: {
      // `_`-prefixed names are deliberately unused (positional parameters, rest-omit destructuring).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // The input sanitisers match control characters on purpose (NUL, which PostgreSQL cannot store; C0 in file names).
      'no-control-regex': 'off',
    },
  },

  // Tests: the same rules, but for `any`: the test kits answer untyped HTTP bodies (`Answer<T = any>`, as supertest
  // does) that the tests assert field by field; typing every body would only add casts.
  {
    files: [
      '**/*.spec.ts',
      '**/*.e2e-spec.ts',
      '**/*.test.{ts,tsx,mjs}',
      '**/test/**',
      'libs/*/src/testing/**',
      'frontends/*/src/test/**',
      'frontends/e2e/**',
    ],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },

  // Where the code runs.
  {
    files: ['services/**', 'libs/nest-platform/**', 'libs/contracts/**', 'tools/**', 'bench/**', 'security/**', 'faults/**', 'deploy/**'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['**/*.mjs', '**/*.cjs', '**/*.js'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['frontends/*/src/**', 'libs/ui-kit/src/**', 'libs/web-platform/src/**'],
    languageOptions: { globals: globals.browser },
  },
  {
    // Scripts that drive Chromium from Node and evaluate small functions in the page.
    files: ['frontends/e2e/**', 'security/tests/04-browser.test.mjs', 'bench/frontend.bench.mjs', 'tools/frontend-budget.mjs'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },

  // React: hooks rules on every front-end source (hooks also live in .ts files).
  {
    files: ['frontends/*/src/**/*.{ts,tsx}', 'libs/ui-kit/src/**/*.{ts,tsx}', 'libs/web-platform/src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },

  // Module boundaries between projects, from the tags in each package.json.
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.mjs', '**/*.js', '**/*.cjs'],
    plugins: { '@nx': nx },
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          // The one root-level file projects import: the shared Jest preset (tooling, not a project).
          allow: ['^(\\.\\./)+jest\\.preset\\.mjs$'],
          depConstraints: [
            // Services meet only through the contracts; the Nest platform lib is their shared runtime.
            { sourceTag: 'type:service', onlyDependOnLibsWithTags: ['type:contracts', 'type:platform'] },
            { sourceTag: 'type:platform', onlyDependOnLibsWithTags: ['type:contracts'] },
            { sourceTag: 'type:contracts', onlyDependOnLibsWithTags: [] },
            // The shell and the UI remotes: contracts and the web libs only. A remote never imports another
            // remote or the shell, and the shell never imports a remote (Module Federation loads them at run time).
            {
              sourceTag: 'type:frontend',
              onlyDependOnLibsWithTags: ['type:contracts', 'type:web-lib'],
              bannedExternalImports: serverPackages,
            },
            {
              sourceTag: 'type:web-lib',
              onlyDependOnLibsWithTags: ['type:contracts', 'type:web-lib'],
              bannedExternalImports: serverPackages,
            },
            // The browser tests drive the running product from outside: no project's code.
            { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: [], bannedExternalImports: serverPackages },
          ],
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: appPaths,
        },
      ],
    },
  },

  // Feature boundaries inside each front end (import-x resolves the imports through each tsconfig).
  {
    files: ['frontends/*/src/**/*.{ts,tsx,js,jsx,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: frontEnds.map((app) => join(root, 'frontends', app, 'tsconfig.json')),
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: frontEnds.flatMap(featureZones) }],
    },
  },

  // No import cycles anywhere. Only the repository's own files are followed: an import of another workspace
  // package resolves to its build (dist/), which counts as external, and packages cannot import each other in a
  // circle anyway (the module boundaries above form a tree).
  {
    files: ['**/*.{ts,tsx,mts,cts,js,jsx,mjs,cjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: projectTsconfigs, noWarnOnMultipleProjects: true })],
      'import-x/external-module-folders': ['node_modules', 'dist'],
      // Which files import-x parses to follow their imports (by default only .js).
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs'],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },

  ...repositoryRule(servicesOnRepositoryRule, appPaths),
  ...commentRule(areasOnCommentRule, areasNotYetOnCommentRule),

  // Keys stay on the server: no private key or its variable anywhere in the front ends or the web libs.
  {
    files: ['frontends/**', 'libs/ui-kit/**', 'libs/web-platform/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Literal[value=/PRIVATE KEY|JWT_PRIVATE_KEY/], TemplateElement[value.raw=/PRIVATE KEY|JWT_PRIVATE_KEY/]',
          message: 'Private keys never reach front-end code.',
        },
        { selector: 'Identifier[name="JWT_PRIVATE_KEY"]', message: 'Private keys never reach front-end code.' },
      ],
    },
  },

  prettier,
);
