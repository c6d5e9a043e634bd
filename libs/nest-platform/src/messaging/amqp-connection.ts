import type { BeforeApplicationShutdown } from '@nestjs/common';
import type { Channel, ChannelModel, ConfirmChannel } from 'amqplib';
import amqp, { type AmqpConnectionManager, type ChannelWrapper } from 'amqp-connection-manager';
import type { JsonLogger } from '../logging/json-logger.js';

export interface AmqpConnectionOptions {
  url: string;
  /** Shown by the broker (`rabbitmqctl list_connections client_properties`). */
  name: string;
  reconnectInitialMs?: number;
  reconnectMaxMs?: number;
  heartbeatSeconds?: number;
}

export interface ManagedChannelOptions {
  name: string;
  /** Publisher confirms. */
  confirm: boolean;
  /** Runs on every (re)connection before the channel is used; consumers are re-attached after it. */
  setup?: (channel: Channel | ConfirmChannel) => Promise<void>;
  /** A publish not confirmed in this time rejects. */
  publishTimeoutMs?: number;
}

/** Host and port only: the URL may hold a password. */
function describe(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || '5672'}${parsed.pathname && parsed.pathname !== '/' ? parsed.pathname : ''}`;
  } catch {
    return 'amqp';
  }
}

/**
 * The one broker connection of a process. amqp-connection-manager reconnects on
 * its own; this class turns its fixed retry delay into an exponential backoff with
 * jitter, keeps channels alive after channel-level errors, and logs state changes.
 */
export class AmqpConnection implements BeforeApplicationShutdown {
  readonly manager: AmqpConnectionManager;
  private readonly initialMs: number;
  private readonly maxMs: number;
  private delayMs: number;
  private failures = 0;
  private wasConnected = false;
  private closed = false;
  /** Bumped on every lost connection, so a channel closed along with its connection is not mistaken for a channel error. */
  private disconnects = 0;
  private readonly target: string;
  private readonly rawChannels = new Map<ChannelWrapper, Channel>();

  constructor(
    options: AmqpConnectionOptions,
    private readonly logger: JsonLogger,
  ) {
    this.initialMs = options.reconnectInitialMs ?? 1000;
    this.maxMs = Math.max(this.initialMs, options.reconnectMaxMs ?? 30_000);
    this.delayMs = this.initialMs;
    this.target = describe(options.url);
    this.manager = amqp.connect([options.url], {
      heartbeatIntervalInSeconds: options.heartbeatSeconds ?? 5,
      reconnectTimeInSeconds: this.initialMs / 1000,
      connectionOptions: { clientProperties: { connection_name: options.name } },
    });
    this.manager.on('connect', () => {
      this.delayMs = this.initialMs;
      this.manager.reconnectTimeInSeconds = this.initialMs / 1000;
      this.logger.emit('info', this.wasConnected ? 'amqp reconnected' : 'amqp connected', {
        broker: this.target,
        failedAttempts: this.failures,
      });
      this.failures = 0;
      this.wasConnected = true;
    });
    this.manager.on('disconnect', ({ err }) => {
      this.disconnects += 1;
      // The manager schedules the next attempt right after this event, with the delay set here.
      this.delayMs = this.initialMs;
      this.manager.reconnectTimeInSeconds = this.initialMs / 1000;
      if (!this.closed) this.logger.emit('warn', 'amqp disconnected', { broker: this.target, error: err?.message });
    });
    this.manager.on('connectFailed', ({ err }) => {
      this.failures += 1;
      // Exponential backoff with ±20% jitter, capped; read by the manager for the next attempt.
      this.delayMs = Math.min(this.maxMs, this.delayMs * 2);
      const jittered = this.delayMs * (0.8 + Math.random() * 0.4);
      this.manager.reconnectTimeInSeconds = Math.min(this.maxMs, jittered) / 1000;
      const level = this.failures === 1 || this.failures % 10 === 0 ? 'warn' : 'debug';
      if (!this.closed) {
        this.logger.emit(level, 'amqp connect failed', {
          broker: this.target,
          error: err?.message,
          attempt: this.failures,
          retryInMs: Math.round(jittered),
        });
      }
    });
    this.manager.on('blocked', ({ reason }) => this.logger.emit('warn', 'amqp connection blocked by broker', { reason }));
    this.manager.on('unblocked', () => this.logger.emit('info', 'amqp connection unblocked'));
  }

  /** True while a broker connection is open (readiness). */
  isConnected(): boolean {
    return !this.closed && this.manager.isConnected();
  }

  /** Resolves true once connected, false after `timeoutMs`. */
  async waitForConnect(timeoutMs = 10_000): Promise<boolean> {
    if (this.isConnected()) return true;
    return new Promise<boolean>((resolve) => {
      const onConnect = (): void => {
        clearTimeout(timer);
        resolve(true);
      };
      const timer = setTimeout(() => {
        this.manager.removeListener('connect', onConnect);
        resolve(false);
      }, timeoutMs);
      this.manager.once('connect', onConnect);
    });
  }

  /** Calls `listener` on every (re)connection; returns the unsubscribe function. */
  onConnect(listener: () => void): () => void {
    this.manager.on('connect', listener);
    return () => this.manager.removeListener('connect', listener);
  }

  /** The current amqplib connection, for short-lived channels (topology declarations). */
  currentModel(): ChannelModel | undefined {
    return this.manager.connection;
  }

  /**
   * A channel that survives reconnections. Errors are logged instead of crashing the process, and a channel the broker closed on its own (a
   * channel-level error while the connection stays up) forces a reconnection, since the manager would otherwise wait forever for one.
   */
  createChannel(options: ManagedChannelOptions): ChannelWrapper {
    const wrapper: ChannelWrapper = this.manager.createChannel({
      name: options.name,
      confirm: options.confirm,
      publishTimeout: options.publishTimeoutMs,
      setup: async (channel: Channel) => {
        this.rawChannels.set(wrapper, channel);
        channel.on('error', (error: Error) => {
          this.logger.emit('warn', 'amqp channel error', { channel: options.name, error: error.message });
        });
        channel.on('close', () => this.watchClosedChannel(wrapper, channel, options.name));
        if (options.setup) await options.setup(channel);
      },
    });
    wrapper.on('error', (error: Error) => {
      this.logger.emit('error', 'amqp channel setup failed', { channel: options.name, error: error.message });
    });
    wrapper.once('close', () => this.rawChannels.delete(wrapper));
    return wrapper;
  }

  /** The underlying amqplib channel a wrapper currently uses (acks must go to the channel that delivered). */
  rawChannel(wrapper: ChannelWrapper): Channel | undefined {
    return this.rawChannels.get(wrapper);
  }

  private watchClosedChannel(wrapper: ChannelWrapper, channel: Channel, name: string): void {
    if (this.closed || !this.rawChannels.has(wrapper)) return;
    const disconnects = this.disconnects;
    const timer = setTimeout(() => {
      if (this.closed || disconnects !== this.disconnects) return;
      if (this.rawChannels.get(wrapper) !== channel || !this.manager.isConnected()) return;
      this.logger.emit('warn', 'amqp channel closed by the broker; reconnecting', { channel: name });
      this.manager.reconnect();
    }, 1000);
    timer.unref();
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    try {
      await this.manager.close();
    } catch (error) {
      this.logger.emit('warn', 'amqp close failed', { error: (error as Error).message });
    }
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.close();
  }
}
