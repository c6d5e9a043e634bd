// The attack suite's test files (run one by one by security/run.mjs against the product it
// started; SECURITY_CONTEXT says where). Plain ES modules; the fuzzing runs for minutes.
export default {
  testEnvironment: 'node',
  rootDir: import.meta.dirname,
  displayName: 'security',
  testMatch: ['<rootDir>/tests/*.test.mjs'],
  testTimeout: 1_800_000,
};
