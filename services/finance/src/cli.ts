import 'reflect-metadata';
import { migrate } from '@treina/nest-platform';
import { createFinanceDataSource, FINANCE_PROJECTION_TABLES, financeDatabaseOptions } from './database/data-source.js';

/**
 * `node dist/src/cli.js migrate`: creates the database if missing and applies pending migrations.
 * `node dist/src/cli.js reset-projections`: empties the commission rows, the enrolments'
 * applied sequences and the class and training projections, so academic's republished
 * enrolment snapshots rebuild the rows with their classes' current fields (a replay:
 * `npm run replay -- finance`); the next class or training event fills the class
 * projection again. The inbox and the users projection stay. Run it with the queue
 * drained: an event of before the reset still queued would find nothing newer to lose to.
 */
const command = process.argv[2];
if (command === 'migrate') {
  await migrate(financeDatabaseOptions());
} else if (command === 'reset-projections') {
  const dataSource = await createFinanceDataSource().initialize();
  try {
    await dataSource.query(`TRUNCATE ${FINANCE_PROJECTION_TABLES.join(', ')}`);
    process.stdout.write(`finance: ${FINANCE_PROJECTION_TABLES.join(', ')} emptied\n`);
  } finally {
    await dataSource.destroy();
  }
} else {
  process.stderr.write('uso: cli.js migrate | reset-projections\n');
  process.exit(2);
}
