/**
 * Counts events per key in fixed windows, in memory. Each gateway replica counts
 * on its own; behind N replicas an attacker gets at most N times the limit.
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

  hit(key: string, now = Date.now()): void {
    const window = this.windows.get(key);
    if (!window || window.resetAt <= now) this.windows.set(key, { count: 1, resetAt: now + this.windowMs });
    else window.count += 1;
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
