// The one Jest preset of the repository. Jest runs in its native ES-module mode
// (NestJS 12 ships ES modules only; see ../shared STYLE notes): start it with
// `node --experimental-vm-modules`. @swc/jest compiles TypeScript from source with
// the same decorator semantics as tsconfig.base.json (legacy decorators, metadata
// for Nest's DI, no define semantics for class fields), so no build runs first.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(fileURLToPath(import.meta.url));

/** Workspace libraries map to their TypeScript sources: a test of a service sees a lib's change at once. */
const workspaceSources = {
  '^@treina/contracts$': join(root, 'libs/contracts/src/index.ts'),
  '^@treina/contracts/testing$': join(root, 'libs/contracts/src/testing/index.ts'),
  '^@treina/contracts/openapi$': join(root, 'libs/contracts/src/openapi/index.ts'),
  '^@treina/nest-platform$': join(root, 'libs/nest-platform/src/index.ts'),
  '^@treina/nest-platform/edge$': join(root, 'libs/nest-platform/src/edge.ts'),
  '^@treina/nest-platform/testing$': join(root, 'libs/nest-platform/src/testing/index.ts'),
  '^@treina/nest-platform/openapi$': join(root, 'libs/nest-platform/src/openapi/index.ts'),
};

/** @param {{ jsx?: boolean }} [options] */
export function swcTransform({ jsx = false } = {}) {
  return [
    '@swc/jest',
    {
      sourceMaps: 'inline',
      jsc: {
        target: 'es2022',
        parser: { syntax: 'typescript', decorators: true, tsx: jsx },
        transform: {
          legacyDecorator: true,
          decoratorMetadata: true,
          useDefineForClassFields: false,
          ...(jsx ? { react: { runtime: 'automatic' } } : {}),
        },
        keepClassNames: true,
      },
      module: { type: 'es6' },
    },
  ];
}

// Files named *.serial.e2e-spec.ts stop the shared broker: they never run beside other tests.
// A project's default run leaves them out; JEST_SERIAL=1 selects only them (run with --runInBand).
export const serialRun = process.env.JEST_SERIAL === '1';

/** Preset for Node projects (services and the server libs). */
export const nodePreset = {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  transform: { '^.+\\.ts$': swcTransform() },
  moduleNameMapper: {
    ...workspaceSources,
    // Sources import siblings as './x.js' (NodeNext); the file on disk is x.ts.
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  testMatch: serialRun ? ['<rootDir>/**/*.serial.e2e-spec.ts'] : ['<rootDir>/**/*.spec.ts', '<rootDir>/**/*.e2e-spec.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/', ...(serialRun ? [] : ['\\.serial\\.'])],
  // Integration tests start Nest apps against the real PostgreSQL and RabbitMQ.
  testTimeout: 60_000,
};

/**
 * Preset for the front ends and the web libs: component tests in jsdom with Testing Library.
 * Workspace libs resolve to their TypeScript sources: the web libs through their package.json's
 * `@treina/source` export condition (as the rspack build resolves them), contracts (which has no
 * such condition) through the same mapping as the Node preset. Each project has a jest.setup.ts
 * (Testing Library's cleanup after each test).
 */
export const webPreset = {
  testEnvironment: join(root, 'jest.jsdom-environment.mjs'),
  testEnvironmentOptions: {
    // `browser` is jsdom's default condition; `development` picks the development builds, as under vitest.
    customExportConditions: ['@treina/source', 'browser', 'development'],
    // vitest's jsdom default origin, so relative API URLs resolve as they did there.
    url: 'http://localhost:3000/',
  },
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  transform: { '^.+\\.tsx?$': swcTransform({ jsx: true }) },
  moduleNameMapper: {
    '^@treina/contracts$': workspaceSources['^@treina/contracts$'],
    // Sources import siblings as './x.js' (NodeNext); the file on disk is x.ts(x).
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  // Spies (a stubbed fetch, mostly) end with their test.
  restoreMocks: true,
  testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/src/**/*.test.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  testTimeout: 15_000,
};
