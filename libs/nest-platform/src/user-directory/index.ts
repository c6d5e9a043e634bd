export * from './directory-user.entity.js';
export * from './1763700000001-create-user-directory.js';
export * from './user-directory.service.js';
export * from './user-directory.module.js';
