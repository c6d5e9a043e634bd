import { DataSource } from 'typeorm';
import type { ReadinessCheck } from './health.module.js';

/** The service's database answers within DATABASE_CHECK_TIMEOUT_MS. */
const DATABASE_CHECK_TIMEOUT_MS = 2000;

export const databaseCheck: ReadinessCheck = {
  name: 'database',
  async check(moduleRef) {
    const dataSource = moduleRef.get(DataSource, { strict: false });
    await Promise.race([
      dataSource.query('SELECT 1'),
      new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), DATABASE_CHECK_TIMEOUT_MS)),
    ]);
    return true;
  },
};
