export * from './openapi-document.js';
export * from './documents.js';
