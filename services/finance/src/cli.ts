import 'reflect-metadata';
import { runProjectionCli } from '@treina/nest-platform';
import { FINANCE_SCHEMA, financeDatabaseOptions } from './database/data-source.js';

/**
 * `node dist/src/cli.js migrate`: creates the database if missing and applies pending migrations.
 * `node dist/src/cli.js reset-projections`: empties the commission rows, the enrolments'
 * applied sequences and the class and training projections, so academic's republished
 * enrolment snapshots rebuild the rows with their classes' current fields (a replay:
 * `npm run replay -- finance`); the next class or training event fills the class
 * projection again. The inbox and the users projection stay.
 */
await runProjectionCli({ service: 'finance', databaseOptions: financeDatabaseOptions, projectionTables: FINANCE_SCHEMA.projectionTables });
