import { createEnvelope, insertOutboxMessages } from '@treina/nest-platform';
import type { DataSource } from 'typeorm';
import { activitySnapshotOf } from './activity-events.js';
import { ActivityRowQuery, type ActivityRowWithoutSubtasks } from './activity-row.query.js';

/**
 * Queues one `crm.activity.snapshot.v1` per activity in the outbox (the running service's
 * relay publishes them): a replay's source (`cli.js republish-activities`). Each carries the
 * activity's current revision, so a consumer that already holds it changes nothing.
 * Batches of 1000, each in its own transaction: a large history never holds one huge transaction.
 * Answers how many were queued.
 */
export async function republishActivities(dataSource: DataSource, batchSize = 1000): Promise<number> {
  const rows = new ActivityRowQuery();
  let total = 0;
  let after = 0;
  for (;;) {
    const count = await dataSource.transaction(async (manager) => {
      const batch = await rows
        .select(manager)
        .addSelect('a.revisao', 'revisao')
        .where('a.id > :after', { after })
        .orderBy('a.id')
        .limit(batchSize)
        .getRawMany<ActivityRowWithoutSubtasks & { revisao: number }>();
      if (!batch.length) return 0;
      const envelopes = batch.map(({ revisao, ...row }) =>
        createEnvelope('crm.activity.snapshot.v1', activitySnapshotOf(row, revisao), 'crm'),
      );
      await insertOutboxMessages(manager, envelopes);
      after = batch[batch.length - 1]!.id;
      return batch.length;
    });
    if (!count) return total;
    total += count;
  }
}
