// Two code rules that eslint.config.mjs switches on area by area, as each area's code is brought in line:
// where a service reaches its database (the repository rule), and what a comment may say.

/** The platform's SQL and speed helpers: only a repository (or a migration, for the *Sql builders) uses them. */
const PLATFORM_SQL_HELPERS = [
  'queryRows',
  'HotStatement',
  'PreparedQuery',
  'preparedStatementName',
  'runList',
  'ListBuilder',
  'applyListQuery',
  'foldSql',
  'containsPattern',
  'WriteBehind',
  'flushWriteBehind',
  'latestByKey',
  'unnestSql',
  'unnestParameters',
  'countedRows',
  'readListVersion',
  'ListPageCache',
  'ListCountCache',
  'insertAuditRecords',
  'rewriteAuditTrail',
  'insertOutboxMessages',
  'listVersionUpSql',
  'listVersionDownSql',
  'listVersionFunctionSql',
  'rowCounterUpSql',
  'rowCounterDownSql',
];

const REPOSITORY_MESSAGE =
  'Only a repository (<aggregate>.repository.ts), an entity, src/database and migrations reach the database: call a repository method named for what it does (libs/nest-platform/README.md, Persistence).';

/** Where a service may touch TypeORM, pg and the SQL helpers. */
const DATABASE_FILES = [
  '**/*.repository.ts',
  '**/*.entity.ts',
  '**/*.entities.ts',
  'services/*/src/database/**',
  '**/migrations/**',
  '**/*.spec.ts',
  // The demo entry's seeders fill tables directly, as migrations do; production code never runs them.
  'services/*/src/seed/**',
];

function databasePaths({ allowTypeOrmModule }) {
  return [
    { name: 'typeorm', message: REPOSITORY_MESSAGE },
    { name: 'pg', message: REPOSITORY_MESSAGE },
    allowTypeOrmModule
      ? {
          name: '@nestjs/typeorm',
          importNames: [
            'InjectDataSource',
            'InjectEntityManager',
            'InjectRepository',
            'getDataSourceToken',
            'getEntityManagerToken',
            'getRepositoryToken',
          ],
          message: REPOSITORY_MESSAGE,
        }
      : { name: '@nestjs/typeorm', message: REPOSITORY_MESSAGE },
    { name: '@treina/nest-platform', importNames: PLATFORM_SQL_HELPERS, message: REPOSITORY_MESSAGE },
  ];
}

/**
 * The repository rule for the services listed, as config blocks. `otherPaths` are the restrictions every file
 * already has (a later no-restricted-imports replaces an earlier one, so they are repeated here).
 */
export function repositoryRule(services, otherPaths = []) {
  if (services.length === 0) return [];
  const restrict = (paths) => [
    'error',
    { paths: [...otherPaths, ...paths], patterns: [{ group: ['typeorm/*', 'pg/*'], message: REPOSITORY_MESSAGE }] },
  ];
  return [
    {
      files: services.map((service) => `services/${service}/src/**/*.ts`),
      ignores: [...DATABASE_FILES, '**/*.module.ts'],
      rules: { 'no-restricted-imports': restrict(databasePaths({ allowTypeOrmModule: false })) },
    },
    {
      // Module wiring registers entities and data sources (TypeOrmModule) and nothing more.
      files: services.map((service) => `services/${service}/src/**/*.module.ts`),
      ignores: DATABASE_FILES,
      rules: { 'no-restricted-imports': restrict(databasePaths({ allowTypeOrmModule: true })) },
    },
  ];
}

/** What a comment must not carry: each is kept elsewhere (docs/rules.md, docs/decisions/, bench/RESULTS.md, git). */
const FORBIDDEN_IN_COMMENTS = [
  {
    pattern: /§|\bSPEC\b|\b[Ss]pec (section|says)/,
    what: 'a section of a spec (write the rule in this repository’s words; product rules go to docs/rules.md)',
  },
  { pattern: /\bissues? ?#?\d+|(^|[\s(])#\d{2,}\b/i, what: 'an issue number (the history is in git)' },
  { pattern: /\b(19|20)\d{2}-\d{2}-\d{2}\b|\b\d{2}\/\d{2}\/(19|20)\d{2}\b/, what: 'a date (the history is in git)' },
  { pattern: /\d(\.\d+)? ?(ms|µs)\b|\d(\.\d+)? s\b|\d\.\d+s\b|\/s\b/, what: 'a measured figure (measurements go to bench/RESULTS.md)' },
];

const LONGEST_COMMENT_LINES = 5;

/** Consecutive `//` comments on consecutive lines read as one block. */
function commentBlocks(comments) {
  const blocks = [];
  for (const comment of comments) {
    const last = blocks.at(-1);
    const previous = last?.at(-1);
    if (comment.type === 'Line' && previous?.type === 'Line' && previous.loc.end.line === comment.loc.start.line - 1) last.push(comment);
    else blocks.push([comment]);
  }
  return blocks;
}

const commentContent = {
  meta: {
    type: 'suggestion',
    docs: {
      description: 'Comments say what and why in this repository’s words: no spec sections, issue numbers, dates or measured figures.',
    },
    schema: [],
  },
  create(context) {
    return {
      Program() {
        for (const comment of context.sourceCode.getAllComments()) {
          if (comment.type === 'Shebang' || /^\s*(eslint|global)\b/.test(comment.value)) continue;
          // Text inside backticks is code (a name, a regular expression, an example value), not a claim.
          const prose = comment.value.replace(/`[^`]*`/g, '``');
          const found = FORBIDDEN_IN_COMMENTS.find(({ pattern }) => pattern.test(prose));
          if (found) context.report({ loc: comment.loc, message: `A comment cites ${found.what}.` });
        }
      },
    };
  },
};

/** A JSDoc block of @param/@returns tags alone documents a signature, one line a parameter, not prose. */
function onlyTags(block) {
  if (block.length !== 1 || block[0].type !== 'Block') return false;
  const lines = block[0].value
    .split('\n')
    .map((line) => line.replace(/^\s*\*?/, ''))
    .filter((line) => line.trim() !== '');
  return lines.length > 0 && lines.every((line) => /^\s?@(param|returns?)\b/.test(line) || /^\s{3,}\S/.test(line));
}

const commentLength = {
  meta: {
    type: 'suggestion',
    docs: { description: 'A comment longer than five lines is the exception.' },
    // commandUsage: the file is a command run by path, and its opening comment is its usage (what it does,
    // its arguments and environment), read like a manual page before the code.
    schema: [{ type: 'object', properties: { commandUsage: { type: 'boolean' } }, additionalProperties: false }],
  },
  create(context) {
    const commandUsage = context.options[0]?.commandUsage === true;
    return {
      Program(program) {
        const blocks = commentBlocks(context.sourceCode.getAllComments().filter((comment) => comment.type !== 'Shebang'));
        const firstCode = program.body[0]?.loc.start.line ?? Infinity;
        for (const block of blocks) {
          if (commandUsage && block === blocks[0] && block.at(-1).loc.end.line < firstCode) continue;
          if (onlyTags(block)) continue;
          const lines = block.at(-1).loc.end.line - block[0].loc.start.line + 1;
          if (lines > LONGEST_COMMENT_LINES)
            context.report({
              loc: { start: block[0].loc.start, end: block.at(-1).loc.end },
              message: `A comment of ${lines} lines: say what and why in at most ${LONGEST_COMMENT_LINES}, or let the code say it.`,
            });
        }
      },
    };
  },
};

export const codeRulesPlugin = { rules: { 'comment-content': commentContent, 'comment-length': commentLength } };

/** The comment rules for the folders listed, minus the ones in `except`, as config blocks. */
export function commentRule(areas, except = []) {
  if (areas.length === 0) return [];
  return [
    {
      files: areas.map((area) => `${area}/**/*.{ts,tsx,mts,cts,js,jsx,mjs,cjs}`),
      ignores: except.map((area) => `${area}/**`),
      plugins: { treina: codeRulesPlugin },
      rules: { 'treina/comment-content': 'error', 'treina/comment-length': 'error' },
    },
    {
      files: COMMAND_SCRIPTS,
      rules: { 'treina/comment-length': ['error', { commandUsage: true }] },
    },
  ];
}

/** Scripts run by path (npm scripts, CI, Dockerfiles): each opens with its usage. */
const COMMAND_SCRIPTS = ['bench/*.mjs', 'tools/**/*.mjs', 'deploy/**/*.mjs', 'faults/*.mjs', 'security/run.mjs'];
