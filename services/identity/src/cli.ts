import 'reflect-metadata';
import { migrate } from '@treina/nest-platform';
import { identityDatabaseOptions, withIdentityDatabase } from './database/data-source.js';
import { UserRepository } from './user/user.repository.js';

/**
 * `node dist/src/cli.js migrate`: creates the database if missing and applies pending migrations.
 * `node dist/src/cli.js republish-users`: queues a snapshot of every user in the outbox, so a
 * service whose users projection is new or lost catches up (older revisions are ignored there).
 */
const command = process.argv[2];
if (command === 'migrate') {
  await migrate(identityDatabaseOptions());
} else if (command === 'republish-users') {
  const total = await withIdentityDatabase((dataSource) => new UserRepository(dataSource).queueSnapshotsOfAll());
  process.stdout.write(`${total} user snapshots queued for publishing\n`);
} else {
  process.stderr.write('uso: cli.js migrate | republish-users\n');
  process.exit(2);
}
