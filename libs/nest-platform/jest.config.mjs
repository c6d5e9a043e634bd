import { nodePreset } from '../../jest.preset.mjs';

// Files named *.serial.e2e-spec.ts stop the shared broker: they never run beside other tests.
// The default run leaves them out; JEST_SERIAL=1 selects only them, one at a time.
const serial = process.env.JEST_SERIAL === '1';

export default {
  ...nodePreset,
  rootDir: import.meta.dirname,
  displayName: serial ? 'nest-platform (serial)' : 'nest-platform',
  ...(serial
    ? { testMatch: ['<rootDir>/**/*.serial.e2e-spec.ts'], maxWorkers: 1 }
    : { testPathIgnorePatterns: [...nodePreset.testPathIgnorePatterns, '\\.serial\\.'] }),
};
