export * from './class-projection.rules.js';
export * from './class-projection.options.js';
export * from './class-projection.entities.js';
export * from './class-projection.service.js';
export * from './class-projection.module.js';
export * from './class-projection.events.js';
export * from './class-projected-row.entity.js';
export * from './class-projection.migration.js';
