import { randomBytes } from 'node:crypto';
import { DEFAULT_POSTGRES_URL } from '../config/env.js';
import { dropDatabase, ensureDatabase } from '../database/ensure-database.js';

export interface TestDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

/** A throwaway database of its own for one test file, so runs never see each other's data. */
export async function createTestDatabase(prefix: string): Promise<TestDatabase> {
  const name = `t_${prefix.replace(/[^a-z0-9]/gi, '_').toLowerCase()}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const server = process.env.POSTGRES_URL ?? DEFAULT_POSTGRES_URL;
  const url = `${server}/${name}`;
  await ensureDatabase(url);
  return { url, name, drop: () => dropDatabase(url) };
}

/** Unique exchange and queue names for one test, on the shared local broker. */
export function uniqueBusNames(prefix: string): { exchange: string; deadLetterExchange: string; queuePrefix: string } {
  const id = `${prefix}-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}`;
  return { exchange: `test.${id}.events`, deadLetterExchange: `test.${id}.dead-letter`, queuePrefix: `test.${id}.` };
}

/**
 * Points a service started in this process at a test's database and bus names (the
 * env its modules read: DATABASE_URL, EVENTS_EXCHANGE, DEAD_LETTER_EXCHANGE,
 * QUEUE_PREFIX; LOG_LEVEL error unless set), plus `extra` settings of its own.
 */
export function useServiceEnv(
  db: Pick<TestDatabase, 'url'>,
  bus: ReturnType<typeof uniqueBusNames>,
  extra: Record<string, string> = {},
): void {
  Object.assign(process.env, {
    DATABASE_URL: db.url,
    EVENTS_EXCHANGE: bus.exchange,
    DEAD_LETTER_EXCHANGE: bus.deadLetterExchange,
    QUEUE_PREFIX: bus.queuePrefix,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'error',
    ...extra,
  });
}
