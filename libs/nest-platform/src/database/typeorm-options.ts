import type { DataSourceOptions } from 'typeorm';
import { databaseUrlFor, envInt } from '../config/env.js';

export interface ServiceDatabaseOptions {
  service: string;
  /** Listed explicitly: globs match nothing once bundled. */
  entities: NonNullable<DataSourceOptions['entities']>;
  migrations: NonNullable<DataSourceOptions['migrations']>;
  url?: string;
}

/**
 * PostgreSQL options every service uses. The schema only ever changes through
 * migrations; `synchronize` stays off.
 */
export function typeOrmOptions(options: ServiceDatabaseOptions): DataSourceOptions {
  return {
    type: 'postgres',
    url: options.url ?? databaseUrlFor(options.service),
    entities: options.entities,
    migrations: options.migrations,
    migrationsTableName: 'migrations',
    synchronize: false,
    migrationsRun: false,
    logging: ['error'],
    extra: {
      max: envInt('DB_POOL_MAX', 10),
      // Fail fast while the database is away, so callers get a 503 instead of a hang.
      connectionTimeoutMillis: envInt('DB_CONNECT_TIMEOUT_MS', 3000),
      statement_timeout: envInt('DB_STATEMENT_TIMEOUT_MS', 15000),
      application_name: `treina-${options.service}`,
    },
  };
}
