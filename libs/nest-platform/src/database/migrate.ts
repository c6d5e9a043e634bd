import { DataSource, type DataSourceOptions } from 'typeorm';
import { JsonLogger } from '../logging/json-logger.js';
import { ensureDatabase } from './ensure-database.js';

/** Creates the service's database when missing and applies its pending migrations, each in its own transaction. */
export async function migrate(options: DataSourceOptions): Promise<string[]> {
  const url = (options as { url?: string }).url;
  if (url) await ensureDatabase(url);
  const dataSource = new DataSource(options);
  await dataSource.initialize();
  try {
    const applied = await dataSource.runMigrations({ transaction: 'each' });
    const names = applied.map((migration) => migration.name);
    new JsonLogger(String((options.extra as { application_name?: string })?.application_name ?? 'migrate')).info('migrations', {
      applied: names,
    });
    return names;
  } finally {
    await dataSource.destroy();
  }
}
