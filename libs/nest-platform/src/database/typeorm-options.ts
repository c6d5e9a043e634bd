import type { DataSourceOptions } from 'typeorm';
import { type DatabaseConfig, readDatabaseConfig } from '../config/platform.config.js';

export interface ServiceDatabaseOptions {
  service: string;
  /** Listed explicitly: globs match nothing once bundled. */
  entities: NonNullable<DataSourceOptions['entities']>;
  migrations: NonNullable<DataSourceOptions['migrations']>;
  url?: string;
  /** Pool and timeouts; read from the environment (platform.config.ts) unless given. */
  database?: DatabaseConfig;
}

/**
 * PostgreSQL options every service uses. The schema only ever changes through
 * migrations; `synchronize` stays off.
 */
export function typeOrmOptions(options: ServiceDatabaseOptions): DataSourceOptions {
  const database = options.database ?? readDatabaseConfig(options.service);
  return {
    type: 'postgres',
    url: options.url ?? database.url,
    entities: options.entities,
    migrations: options.migrations,
    migrationsTableName: 'migrations',
    synchronize: false,
    migrationsRun: false,
    logging: ['error'],
    extra: {
      max: database.poolMax,
      // A connection retires after ten minutes (node-postgres' pool opens another when needed): the
      // statements it prepared (HotStatement, PreparedQuery) are planned again against the tables as
      // they are then. A plan PostgreSQL chose for a table that was still empty (a new deployment's
      // projections) would otherwise stay for the connection's whole life, whatever the table became.
      maxLifetimeSeconds: 600,
      // Fail fast while the database is away, so callers get a 503 instead of a hang.
      connectionTimeoutMillis: database.connectTimeoutMs,
      statement_timeout: database.statementTimeoutMs,
      application_name: `treina-${options.service}`,
      // No JIT: every statement here is a short page or a single-row write, which JIT only slows down (its compile time crossed the cost
      // threshold on the student search with a training name: academic's budget bench). work_mem 32 MB: a broad search's count over ten
      // times the demo data keeps its bitmap exact; at the default 4 MB half of it went lossy and every row of those pages was rechecked
      // (bench/RESULTS.md). Only what needs it uses it.
      options: '-c jit=off -c work_mem=32MB',
    },
  };
}
