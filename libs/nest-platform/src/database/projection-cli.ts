import { DataSource, type DataSourceOptions } from 'typeorm';
import { migrate } from './migrate.js';

export interface ProjectionCliOptions {
  service: string;
  databaseOptions(): DataSourceOptions;
  /** Tables a replay rebuilds from republished events (emptied by `reset-projections`). */
  projectionTables: readonly string[];
}

/**
 * The command line of a service whose data are projections of other services' events: `migrate` creates the database if missing and applies
 * pending migrations; `reset-projections` empties the projection tables so republished events rebuild them (a replay: `npm run replay --
 * <service>`). Run the reset with the queue drained: an event of before it still queued would find nothing newer to lose to.
 */
export async function runProjectionCli(options: ProjectionCliOptions, command = process.argv[2]): Promise<void> {
  if (command === 'migrate') {
    await migrate(options.databaseOptions());
  } else if (command === 'reset-projections') {
    const dataSource = await new DataSource(options.databaseOptions()).initialize();
    try {
      await dataSource.query(`TRUNCATE ${options.projectionTables.join(', ')}`);
      process.stdout.write(`${options.service}: ${options.projectionTables.join(', ')} emptied\n`);
    } finally {
      await dataSource.destroy();
    }
  } else {
    process.stderr.write('uso: cli.js migrate | reset-projections\n');
    process.exit(2);
  }
}
