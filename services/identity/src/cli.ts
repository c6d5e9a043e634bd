import 'reflect-metadata';
import { createEnvelope, insertOutboxMessages, migrate } from '@treina/nest-platform';
import { createIdentityDataSource, identityDatabaseOptions } from './database/data-source.js';
import { loadUserSnapshot } from './user/user-snapshot.js';
import { UserEntity } from './user/user.entity.js';

/**
 * `node dist/src/cli.js migrate`: creates the database if missing and applies pending migrations.
 * `node dist/src/cli.js republish-users`: queues a snapshot of every user in the outbox, so a
 * service whose users projection is new or lost catches up (older revisions are ignored there).
 */
const command = process.argv[2];
if (command === 'migrate') {
  await migrate(identityDatabaseOptions());
} else if (command === 'republish-users') {
  const dataSource = await createIdentityDataSource().initialize();
  try {
    await dataSource.transaction(async (manager) => {
      const ids = await manager.find(UserEntity, { select: { id_usuario: true }, order: { id_usuario: 'ASC' } });
      const envelopes = [];
      for (const { id_usuario } of ids) {
        envelopes.push(createEnvelope('identity.user.updated.v1', await loadUserSnapshot(manager, id_usuario), 'identity'));
      }
      await insertOutboxMessages(manager, envelopes);
      process.stdout.write(`${envelopes.length} user snapshots queued for publishing\n`);
    });
  } finally {
    await dataSource.destroy();
  }
} else {
  process.stderr.write('uso: cli.js migrate | republish-users\n');
  process.exit(2);
}
