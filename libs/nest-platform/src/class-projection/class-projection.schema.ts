import type { EntitySchema } from 'typeorm';
import { SERVICE_PLATFORM_ENTITIES, SERVICE_PLATFORM_MIGRATIONS } from '../service/service-platform.module.js';
import { CLASS_PROJECTION_TABLES, classProjectionEntities } from './class-projection.entities.js';
import type { ClassProjectionOptions } from './class-projection.options.js';

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- TypeORM lists entities and migrations as classes
type Entity = Function | EntitySchema;
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- likewise
type Migration = Function;

/** What a consumer of academic's class events keeps in its database, beside its own tables. */
export interface ClassProjectionConsumerSchema<T extends string> {
  entities: Entity[];
  migrations: Migration[];
  /** The tables a replay (`cli.js reset-projections`) empties: the consumer's own, then the class projection's. */
  projectionTables: ReadonlyArray<T | (typeof CLASS_PROJECTION_TABLES)[number]>;
}

/**
 * A consumer's data-source lists in one place: the platform's tables, the consumer's own and the class projection. A replay empties the
 * class projection too, so the republished snapshots (which carry current class fields) are not overruled by revisions academic may no
 * longer have.
 */
export function classProjectionConsumerSchema<T extends string>(
  projection: ClassProjectionOptions,
  own: { entities: Entity[]; migrations: Migration[]; projectionTables: readonly T[] },
): ClassProjectionConsumerSchema<T> {
  return {
    entities: [...SERVICE_PLATFORM_ENTITIES, ...own.entities, ...classProjectionEntities(projection)],
    migrations: [...SERVICE_PLATFORM_MIGRATIONS, ...own.migrations],
    projectionTables: [...own.projectionTables, ...CLASS_PROJECTION_TABLES],
  };
}
