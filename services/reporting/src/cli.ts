import 'reflect-metadata';
import { runProjectionCli } from '@treina/nest-platform';
import { REPORTING_SCHEMA, reportingDatabaseOptions } from './database/data-source.js';

/**
 * `migrate`: creates the database if missing and applies pending migrations. `reset-projections`:
 * empties the enrolment facts and class projection for a replay (`npm run replay -- reporting`);
 * the student facts, the attendance facts, the class details, the inbox and the users projection stay.
 */
await runProjectionCli({
  service: 'reporting',
  databaseOptions: reportingDatabaseOptions,
  projectionTables: REPORTING_SCHEMA.projectionTables,
});
