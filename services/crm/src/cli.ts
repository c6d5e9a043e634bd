import 'reflect-metadata';
import { migrate } from '@treina/nest-platform';
import { republishActivities } from './activity/activity.repository.js';
import { crmDatabaseOptions, withCrmDatabase } from './database/data-source.js';

/**
 * `cli.js migrate`: creates the database if missing and applies pending migrations.
 * `cli.js republish-activities`: queues one `crm.activity.snapshot.v1` per activity in the outbox,
 * so academic can rebuild its students' activities (`npm run replay -- academic`).
 */
const command = process.argv[2];
if (command === 'migrate') {
  await migrate(crmDatabaseOptions());
} else if (command === 'republish-activities') {
  const total = await withCrmDatabase((dataSource) => republishActivities(dataSource));
  process.stdout.write(`${total} activity snapshots queued for publishing\n`);
} else {
  process.stderr.write('uso: cli.js migrate | republish-activities\n');
  process.exit(2);
}
