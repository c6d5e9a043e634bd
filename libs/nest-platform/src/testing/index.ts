export * from './test-database.js';
export * from './test-keys.js';
