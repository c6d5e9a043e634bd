import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';
import type { ListPageCacheMetrics } from '../http/list-page-cache.js';
import type { MessagingMetrics } from '../messaging/messaging-metrics.js';

/** Seconds: from a fast cached read to the services' statement timeout and the gateway's proxy timeout. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/**
 * One application's Prometheus metrics, in a registry of its own (several apps in one test process must not share series): process metrics
 * (`collectDefaultMetrics`), HTTP request durations, and what the event consumer counts. Gauges read on scrape (outbox, database pool) are
 * added by MetricsModule. Every series carries `service`.
 */
export class PlatformMetrics implements MessagingMetrics, ListPageCacheMetrics {
  readonly registry = new Registry();
  readonly httpDuration: Histogram<'method' | 'route' | 'status'>;
  private readonly consumedTotal: Counter<'type'>;
  private readonly failedTotal: Counter<'type'>;
  private readonly deadLetteredTotal: Counter<'type'>;
  private readonly duplicatesTotal: Counter<'type'>;
  private readonly listPagesTotal: Counter<'list' | 'result'>;

  constructor(readonly service: string) {
    this.registry.setDefaultLabels({ service });
    collectDefaultMetrics({ register: this.registry });
    const registers = [this.registry];
    this.httpDuration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP requests by method, route pattern (never the raw URL) and status, until the response is sent.',
      labelNames: ['method', 'route', 'status'],
      buckets: DURATION_BUCKETS,
      registers,
    });
    this.consumedTotal = new Counter({
      name: 'events_consumed_total',
      help: 'Events applied by this service (handler committed with its inbox row), by event type.',
      labelNames: ['type'],
      registers,
    });
    this.failedTotal = new Counter({
      name: 'events_failed_total',
      help: 'Event handler failures (each failed delivery; retried until the delivery limit), by event type.',
      labelNames: ['type'],
      registers,
    });
    this.deadLetteredTotal = new Counter({
      name: 'events_dead_lettered_total',
      help: 'Events sent to the dead-letter queue (delivery limit reached, no handler, broken contract, unparsable), by event type.',
      labelNames: ['type'],
      registers,
    });
    this.duplicatesTotal = new Counter({
      name: 'inbox_duplicates_skipped_total',
      help: 'Redelivered events the inbox already held, acked without running the handler again, by event type.',
      labelNames: ['type'],
      registers,
    });
    this.listPagesTotal = new Counter({
      name: 'list_pages_served_total',
      help: 'Pages of a cached list (ListPageCache) served, by list and result: "hit" (kept, its version unchanged) or "miss" (computed).',
      labelNames: ['list', 'result'],
      registers,
    });
  }

  consumed(type: string): void {
    this.consumedTotal.inc({ type });
  }

  failed(type: string): void {
    this.failedTotal.inc({ type });
  }

  deadLettered(type: string): void {
    this.deadLetteredTotal.inc({ type });
  }

  duplicate(type: string): void {
    this.duplicatesTotal.inc({ type });
  }

  listPageServed(list: string, cached: boolean): void {
    this.listPagesTotal.inc({ list, result: cached ? 'hit' : 'miss' });
  }

  /** The exposition text and its content type, for GET /metrics. */
  async scrape(): Promise<{ contentType: string; body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }
}
