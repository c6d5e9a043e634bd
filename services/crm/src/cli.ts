import 'reflect-metadata';
import { migrate } from '@treina/nest-platform';
import { DataSource } from 'typeorm';
import { republishActivities } from './activity/activity-republish.js';
import { crmDatabaseOptions } from './database/data-source.js';

/**
 * `node dist/src/cli.js migrate`: creates the database if missing and applies pending migrations.
 * `node dist/src/cli.js republish-activities`: queues one `crm.activity.snapshot.v1` per activity
 * in the outbox (the running service's relay publishes them), so academic can rebuild its
 * students' activities (`npm run replay -- academic`).
 */
const command = process.argv[2];
if (command === 'migrate') {
  await migrate(crmDatabaseOptions());
} else if (command === 'republish-activities') {
  const dataSource = await new DataSource(crmDatabaseOptions()).initialize();
  try {
    const total = await republishActivities(dataSource);
    process.stdout.write(`${total} activity snapshots queued for publishing\n`);
  } finally {
    await dataSource.destroy();
  }
} else {
  process.stderr.write('uso: cli.js migrate | republish-activities\n');
  process.exit(2);
}
