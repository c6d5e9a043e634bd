/**
 * What the event consumer reports, by event type (PlatformMetrics implements it with
 * Prometheus counters). Optional: scripts and tests outside ServicePlatformModule run without.
 */
export interface MessagingMetrics {
  consumed(type: string): void;
  failed(type: string): void;
  deadLettered(type: string): void;
  duplicate(type: string): void;
}

/** The injection token of the MessagingMetrics the consumer reports to, when the app has one. */
export const MESSAGING_METRICS = Symbol('MESSAGING_METRICS');
