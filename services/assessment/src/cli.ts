import 'reflect-metadata';
import { runProjectionCli } from '@treina/nest-platform';
import { ASSESSMENT_SCHEMA, assessmentDatabaseOptions } from './database/data-source.js';

/**
 * `migrate`: creates the database if missing and applies pending migrations. `reset-projections`:
 * empties the enrolment and class projection for a replay; the question bank, the exams, the attempts,
 * the inbox and the users projection stay.
 */
await runProjectionCli({
  service: 'assessment',
  databaseOptions: assessmentDatabaseOptions,
  projectionTables: ASSESSMENT_SCHEMA.projectionTables,
});
