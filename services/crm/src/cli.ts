import 'reflect-metadata';
import { migrate } from '@treina/nest-platform';
import { crmDatabaseOptions } from './database/data-source.js';

/** `node dist/src/cli.js migrate`: creates the database if missing and applies pending migrations. */
const command = process.argv[2];
if (command === 'migrate') {
  await migrate(crmDatabaseOptions());
} else {
  process.stderr.write('uso: cli.js migrate\n');
  process.exit(2);
}
