import 'reflect-metadata';
import { migrate } from '@treina/nest-platform';
import { createReportingDataSource, REPORTING_PROJECTION_TABLES, reportingDatabaseOptions } from './database/data-source.js';

/**
 * `node dist/src/cli.js migrate`: creates the database if missing and applies pending migrations.
 * `node dist/src/cli.js reset-projections`: empties the enrolment facts and the class and
 * training projections, so academic's republished enrolment snapshots rebuild the facts
 * with their classes' current training (a replay: `npm run replay -- reporting`); the next
 * class or training event fills the class projection again. The student (lead) facts, the
 * inbox and the users projection stay. Run it with the queue drained: an event of before
 * the reset still queued would find nothing newer to lose to.
 */
const command = process.argv[2];
if (command === 'migrate') {
  await migrate(reportingDatabaseOptions());
} else if (command === 'reset-projections') {
  const dataSource = await createReportingDataSource().initialize();
  try {
    await dataSource.query(`TRUNCATE ${REPORTING_PROJECTION_TABLES.join(', ')}`);
    process.stdout.write(`reporting: ${REPORTING_PROJECTION_TABLES.join(', ')} emptied\n`);
  } finally {
    await dataSource.destroy();
  }
} else {
  process.stderr.write('uso: cli.js migrate | reset-projections\n');
  process.exit(2);
}
