import 'reflect-metadata';
import { migrate } from '@treina/nest-platform';
import * as enrolments from './class/enrolment.repository.js';
import { ACADEMIC_PROJECTION_TABLES, academicDatabaseOptions, createAcademicDataSource, resetProjections } from './database/data-source.js';

/**
 * `migrate`, `republish-enrolments` (one `academic.enrolment.snapshot.v1` per enrolment in the outbox,
 * at its current sequence, for the consumers' replays) and `reset-projections` (empties the students'
 * activities before CRM's republished snapshots rebuild them): services/academic/README.md.
 */
const command = process.argv[2];
if (command === 'migrate') {
  await migrate(academicDatabaseOptions());
} else if (command === 'republish-enrolments') {
  const dataSource = await createAcademicDataSource().initialize();
  try {
    let total = 0;
    let after = 0;
    // Batches of 1000, each in its own transaction: a large history never holds one huge transaction.
    for (;;) {
      const batch = await dataSource.transaction((manager) => enrolments.queueSnapshotsAfter(manager, after, 1000));
      if (!batch) break;
      total += batch.queued;
      after = batch.last;
    }
    process.stdout.write(`${total} enrolment snapshots queued for publishing\n`);
  } finally {
    await dataSource.destroy();
  }
} else if (command === 'reset-projections') {
  const dataSource = await createAcademicDataSource().initialize();
  try {
    await resetProjections(dataSource);
    process.stdout.write(`academic: ${ACADEMIC_PROJECTION_TABLES.join(', ')} emptied\n`);
  } finally {
    await dataSource.destroy();
  }
} else {
  process.stderr.write('uso: cli.js migrate | republish-enrolments | reset-projections\n');
  process.exit(2);
}
