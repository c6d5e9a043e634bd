import 'reflect-metadata';
import { runProjectionCli } from '@treina/nest-platform';
import { FINANCE_SCHEMA, financeDatabaseOptions } from './database/data-source.js';

/**
 * `migrate`: creates the database if missing and applies pending migrations. `reset-projections`:
 * empties the commission rows, held sequences and class projection for a replay (`npm run replay -- finance`);
 * the inbox and the users projection stay.
 */
await runProjectionCli({ service: 'finance', databaseOptions: financeDatabaseOptions, projectionTables: FINANCE_SCHEMA.projectionTables });
