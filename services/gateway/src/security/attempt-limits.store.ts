import type { JsonLogger } from '@treina/nest-platform/edge';
import { Redis } from 'ioredis';
import { type AttemptLimiter, FixedWindowLimiter } from './rate-limiter.js';

export interface AttemptLimitsStoreOptions {
  /** REDIS_URL; empty: every replica counts in memory. */
  url: string;
  /** Put before every key (REDIS_KEY_PREFIX), so several deployments or tests can share one Redis. */
  keyPrefix: string;
  /** Connect and command timeout (REDIS_TIMEOUT_MS): no request waits longer on a dead Redis. */
  timeoutMs: number;
}

/** Where the limits are counted right now. */
export type LimitsMode = 'memory' | 'shared' | 'local-fallback';

// Check and count in one atomic step; the window starts with the first attempt (PEXPIRE on INCR to 1).
// ARGV: limit, window in ms. Returns 0 when counted, else the milliseconds left in the window.
const TAKE = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count >= tonumber(ARGV[1]) then
  local ttl = redis.call('PTTL', KEYS[1])
  if ttl > 0 then return ttl end
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
  return tonumber(ARGV[2])
end
if redis.call('INCR', KEYS[1]) == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return 0`;

const RELEASE = `
if redis.call('EXISTS', KEYS[1]) == 0 then return 0 end
local count = redis.call('DECR', KEYS[1])
if count <= 0 then redis.call('DEL', KEYS[1]) end
return count`;

/**
 * Where the gateway counts its attempt limits (log-in, password reset, certificate checks): in Redis
 * when REDIS_URL is set, shared by every replica; in memory otherwise. Redis never takes logins down:
 * the client fails fast, and while Redis is unreachable each replica counts in memory (logged once).
 */
export class AttemptLimitsStore {
  private readonly redis: Redis | undefined;
  private current: LimitsMode;
  private readonly locals: FixedWindowLimiter[] = [];
  /** The fall-back was logged since Redis last answered (logged once per outage). */
  private warned = false;
  private closed = false;

  constructor(
    options: AttemptLimitsStoreOptions,
    private readonly logger: JsonLogger,
  ) {
    this.current = options.url ? 'local-fallback' : 'memory';
    if (!options.url) return;
    this.redis = new Redis(options.url, {
      keyPrefix: options.keyPrefix,
      connectTimeout: options.timeoutMs,
      commandTimeout: options.timeoutMs,
      // How long close() leaves a half-closed socket before destroying it.
      disconnectTimeout: options.timeoutMs,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      // Keep trying in the background, backing off up to the cap below.
      retryStrategy: (times) => (this.closed ? null : Math.min(250 * 2 ** Math.min(times, 5), 5000)),
    });
    this.redis.on('ready', () => this.shared());
    this.redis.on('error', (error: Error) => this.local(error.message));
    this.redis.on('end', () => this.local('connection closed'));
  }

  /** 'memory' (no REDIS_URL), 'shared' (counting in Redis) or 'local-fallback' (Redis unreachable). */
  get mode(): LimitsMode {
    return this.current;
  }

  /** Waits until Redis answers, up to `timeoutMs` (at start-up, so the first logins already share counts). */
  async ready(timeoutMs: number): Promise<LimitsMode> {
    const redis = this.redis;
    if (!redis || redis.status === 'ready') return this.current;
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        redis.off('ready', done);
        resolve();
      };
      const timer = setTimeout(done, timeoutMs);
      redis.once('ready', done);
    });
    if (this.current !== 'shared') this.local('no answer at start-up');
    return this.current;
  }

  /** A limiter named `name` (its keys: `<prefix><name>:<key>`). */
  limiter(name: string, limit: number, windowMs: number): AttemptLimiter {
    const memory = new FixedWindowLimiter(limit, windowMs);
    this.locals.push(memory);
    const redisKey = (key: string) => `${name}:${key}`;
    return {
      limit,
      windowMs,
      take: (key) =>
        this.run(
          async (redis) => Math.ceil(Number(await redis.eval(TAKE, 1, redisKey(key), limit, windowMs)) / 1000),
          () => memory.take(key),
        ),
      release: (key) =>
        this.run(
          async (redis) => void (await redis.eval(RELEASE, 1, redisKey(key))),
          () => memory.release(key),
        ),
      reset: (key) =>
        this.run(
          async (redis) => {
            memory.reset(key);
            await redis.del(redisKey(key));
          },
          () => memory.reset(key),
        ),
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const memory of this.locals) memory.stop();
    // disconnect, not quit: quit would wait for an answer from a Redis that may be gone.
    this.redis?.disconnect();
  }

  private async run<T>(shared: (redis: Redis) => Promise<T>, memory: () => T): Promise<T> {
    const redis = this.redis;
    if (!redis || redis.status !== 'ready') return memory();
    try {
      return await shared(redis);
    } catch (error) {
      this.local((error as Error).message);
      return memory();
    }
  }

  private shared(): void {
    if (this.current === 'shared') return;
    this.current = 'shared';
    this.warned = false;
    this.logger.emit('info', 'login limits shared through Redis', {});
  }

  private local(reason: string): void {
    if (this.current === 'memory' || this.warned) return;
    this.current = 'local-fallback';
    this.warned = true;
    this.logger.emit('warn', 'Redis unavailable: login limits are local to this replica until it answers', { error: reason });
  }
}
