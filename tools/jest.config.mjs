import { nodePreset, serialRun } from '../jest.preset.mjs';

// The repository's scripts and their checks are plain ES modules: Node runs them as they are
// (the preset's transform only compiles the @treina/* TypeScript sources a check imports).
// None of them stops the broker, so the serial pass (JEST_SERIAL=1) finds nothing here.
export default {
  ...nodePreset,
  rootDir: import.meta.dirname,
  displayName: 'tools',
  testMatch: serialRun ? [] : ['<rootDir>/**/*.spec.mjs'],
  globalSetup: '<rootDir>/jest.global-setup.mjs',
};
