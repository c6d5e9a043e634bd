// The fault-injection suite (`npm run test:faults`): its own PostgreSQL cluster and RabbitMQ
// node, killed and restarted under the running product. Plain ES modules; one file, its tests
// in order; each test sets its own time limit (the broker kills take minutes).
export default {
  testEnvironment: 'node',
  rootDir: import.meta.dirname,
  displayName: 'faults',
  testMatch: ['<rootDir>/*.test.mjs'],
  testTimeout: 600_000,
};
