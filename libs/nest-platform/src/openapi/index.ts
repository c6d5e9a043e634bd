export * from './service-openapi.js';
