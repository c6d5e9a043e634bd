import 'reflect-metadata';
import { runProjectionCli } from '@treina/nest-platform';
import { REPORTING_SCHEMA, reportingDatabaseOptions } from './database/data-source.js';

/**
 * `node dist/src/cli.js migrate`: creates the database if missing and applies pending migrations.
 * `node dist/src/cli.js reset-projections`: empties the enrolment facts and the class and
 * training projections, so academic's republished enrolment snapshots rebuild the facts
 * with their classes' current training (a replay: `npm run replay -- reporting`); the next
 * class or training event fills the class projection again. The student (lead) facts, the
 * inbox and the users projection stay.
 */
await runProjectionCli({
  service: 'reporting',
  databaseOptions: reportingDatabaseOptions,
  projectionTables: REPORTING_SCHEMA.projectionTables,
});
