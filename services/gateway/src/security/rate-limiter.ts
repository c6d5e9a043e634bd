/**
 * Counts attempts per key in fixed windows. `take` checks and counts in one step, so
 * attempts sent in parallel cannot all slip in under the limit before any is counted.
 */
export interface AttemptLimiter {
  readonly limit: number;
  readonly windowMs: number;
  /** Counts one attempt unless the key is at its limit: 0 when counted, else the seconds until it may try again. */
  take(key: string): Promise<number>;
  /** Takes back a counted attempt that turned out not to be one (e.g. the service never judged the password). */
  release(key: string): Promise<void>;
  /** Forgets the key (a successful log-in). */
  reset(key: string): Promise<void>;
}

/**
 * The in-memory counter: each gateway replica counts on its own, so behind N replicas
 * an attacker gets up to N times the limit. AttemptLimitsStore (attempt-limits.store.ts) counts in
 * Redis when REDIS_URL is set and falls back to this while Redis is unreachable.
 */
export class FixedWindowLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(
    readonly limit: number,
    readonly windowMs: number,
  ) {
    this.sweeper = setInterval(() => this.sweep(), Math.min(windowMs, 60_000));
    this.sweeper.unref();
  }

  /** Seconds until the key may try again, or 0 when it is under the limit. */
  retryAfter(key: string, now = Date.now()): number {
    const window = this.windows.get(key);
    if (!window || window.resetAt <= now || window.count < this.limit) return 0;
    return Math.ceil((window.resetAt - now) / 1000);
  }

  /** As AttemptLimiter.take, synchronously. */
  take(key: string, now = Date.now()): number {
    const wait = this.retryAfter(key, now);
    if (wait === 0) this.hit(key, now);
    return wait;
  }

  hit(key: string, now = Date.now()): void {
    const window = this.windows.get(key);
    if (!window || window.resetAt <= now) this.windows.set(key, { count: 1, resetAt: now + this.windowMs });
    else window.count += 1;
  }

  release(key: string): void {
    const window = this.windows.get(key);
    if (!window) return;
    window.count -= 1;
    if (window.count <= 0) this.windows.delete(key);
  }

  reset(key: string): void {
    this.windows.delete(key);
  }

  stop(): void {
    clearInterval(this.sweeper);
  }

  private sweep(now = Date.now()): void {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}
