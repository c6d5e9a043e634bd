import { nodePreset } from '../../jest.preset.mjs';

// The browser tests: playwright-core drives Debian's Chromium against a running product
// (BASE_URL; `npm test` starts one on throwaway databases, see tools/test.mjs). Plain ES
// modules, nothing to compile. One browser at a time (run in band): the product under test
// shares the machine. Not part of the repository's unit and integration runs.
export default {
  testEnvironment: 'node',
  rootDir: import.meta.dirname,
  displayName: 'e2e',
  testMatch: ['<rootDir>/tests/**/*.test.mjs'],
  testPathIgnorePatterns: nodePreset.testPathIgnorePatterns,
  // A test's own waits (log-in, event propagation) report a hang before Jest does.
  testTimeout: 150_000,
};
