export * from './envelope.js';
export * from './academic-snapshots.js';
export * from './academic-stand-in.js';
export * from './crm-snapshots.js';
