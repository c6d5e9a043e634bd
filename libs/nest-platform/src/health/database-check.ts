import { DataSource } from 'typeorm';
import type { ReadinessCheck } from './health.module.js';

/** The service's database answers within 2 s. */
export const databaseCheck: ReadinessCheck = {
  name: 'database',
  async check(moduleRef) {
    const dataSource = moduleRef.get(DataSource, { strict: false });
    await Promise.race([dataSource.query('SELECT 1'), new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), 2000))]);
    return true;
  },
};
