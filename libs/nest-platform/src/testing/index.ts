export * from './test-database.js';
export * from './test-keys.js';
export * from './api-client.js';
export * from './session-tokens.js';
export * from './event-bus.js';
export * from './seeded-random.js';
export * from './test-app.js';
export * from './consumer-under-test.js';
