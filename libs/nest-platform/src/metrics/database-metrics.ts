import type { Provider } from '@nestjs/common';
import { getDataSourceToken } from '@nestjs/typeorm';
import { Gauge } from 'prom-client';
import type { DataSource } from 'typeorm';
import { JsonLogger } from '../logging/json-logger.js';
import { PlatformMetrics } from './platform-metrics.js';

/** The part of pg's Pool the gauges read. */
interface PoolCounts {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
  options?: { max?: number };
}

const SCRAPE_QUERY_TIMEOUT_MS = 2000;

/**
 * Gauges read from the service's database at each scrape: the outbox backlog (rows not yet published and the age of the oldest, one query
 * on the pending-rows partial index) and the use of TypeORM's pg pool. When the database does not answer, the outbox series are left out of
 * that scrape rather than reporting stale values.
 */
export function registerDatabaseMetrics(metrics: PlatformMetrics, dataSource: DataSource, logger?: JsonLogger): void {
  const registers = [metrics.registry];
  let pending: Promise<{ count: number; age: number } | undefined> | undefined;
  // Both outbox gauges are collected in parallel on one scrape: they share one query.
  const backlog = () =>
    (pending ??= readBacklog(dataSource)
      .catch((error: Error) => {
        logger?.emit('debug', 'outbox metrics not read', { error: error.message });
        return undefined;
      })
      .finally(() => {
        pending = undefined;
      }));

  const unsent: Gauge = new Gauge({
    name: 'outbox_unsent_messages',
    help: 'Outbox rows committed but not yet published to the broker.',
    registers,
    async collect() {
      const read = await backlog();
      if (read) unsent.set(read.count);
      else unsent.reset();
    },
  });
  const oldest: Gauge = new Gauge({
    name: 'outbox_oldest_unsent_age_seconds',
    help: 'Age of the oldest outbox row not yet published (0 when none is waiting).',
    registers,
    async collect() {
      const read = await backlog();
      if (read) oldest.set(read.age);
      else oldest.reset();
    },
  });

  const pool = () =>
    dataSource.isInitialized ? ((dataSource.driver as unknown as { master?: PoolCounts }).master ?? undefined) : undefined;
  const poolGauge = (name: string, help: string, read: (counts: PoolCounts) => number | undefined) => {
    const gauge: Gauge = new Gauge({
      name,
      help,
      registers,
      collect() {
        const counts = pool();
        const value = counts ? read(counts) : undefined;
        if (value === undefined) gauge.reset();
        else gauge.set(value);
      },
    });
  };
  poolGauge('db_pool_connections', 'Connections the database pool holds (idle and in use).', (counts) => counts.totalCount);
  poolGauge('db_pool_idle_connections', 'Idle connections in the database pool.', (counts) => counts.idleCount);
  poolGauge(
    'db_pool_waiting_clients',
    'Queries waiting for a free pool connection (> 0 for long: the pool is too small).',
    (counts) => counts.waitingCount,
  );
  poolGauge('db_pool_max_connections', 'The pool’s size limit (DB_POOL_MAX).', (counts) => counts.options?.max);
}

async function readBacklog(dataSource: DataSource): Promise<{ count: number; age: number }> {
  let timer: NodeJS.Timeout | undefined;
  try {
    const rows = (await Promise.race([
      dataSource.query(
        `SELECT count(*)::int AS count, COALESCE(EXTRACT(EPOCH FROM now() - min(created_at)), 0)::float8 AS age
         FROM outbox_message WHERE published_at IS NULL`,
      ),
      new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('timeout')), SCRAPE_QUERY_TIMEOUT_MS))),
    ])) as Array<{ count: number; age: number }>;
    return { count: Number(rows[0]?.count ?? 0), age: Math.max(0, Number(rows[0]?.age ?? 0)) };
  } finally {
    clearTimeout(timer);
  }
}

const DATABASE_METRICS = Symbol('DATABASE_METRICS');

/** The outbox and pool gauges of a service with a database, registered once its DataSource exists. */
export function databaseMetricsProvider(service: string): Provider {
  return {
    provide: DATABASE_METRICS,
    useFactory: (metrics: PlatformMetrics, dataSource: DataSource) => registerDatabaseMetrics(metrics, dataSource, new JsonLogger(service)),
    inject: [PlatformMetrics, getDataSourceToken()],
  };
}
