import { requestQueueOf } from '@treina/contracts';
import type { Channel, ConsumeMessage } from 'amqplib';
import type { ChannelWrapper } from 'amqp-connection-manager';
import { runInContext } from '../context/request-context.js';
import type { JsonLogger } from '../logging/json-logger.js';
import type { AmqpConnection } from './amqp-connection.js';

/** Runs the handler of one request type and resolves with its reply. */
type RequestDispatch = (type: string, payload: unknown, message: ConsumeMessage) => Promise<unknown>;

/** What goes back on the requester's reply-to address: the handler's reply, or why there is none. */
export interface ReplyBody {
  response?: unknown;
  err?: string;
}

/** Requests a replica works on at once; the others wait in the queue for it or another replica. */
const REQUEST_PREFETCH = 10;

/**
 * Answers one service's `@MessagePattern` requests from `<service>.requests`, replying (or erring) to the message's reply-to with its
 * correlation id. The queue is neither durable nor kept without consumers: a request is worthless once its requester stopped waiting, and
 * with no replica listening the requester is told at once.
 */
export class RequestResponder {
  private wrapper: ChannelWrapper | undefined;
  private stopping = false;
  private active = 0;

  constructor(
    private readonly connection: AmqpConnection,
    readonly service: string,
    private readonly queuePrefix: string,
    private readonly logger: JsonLogger,
  ) {}

  get queue(): string {
    return requestQueueOf(this.service, this.queuePrefix);
  }

  async start(dispatch: RequestDispatch): Promise<void> {
    if (this.wrapper || this.stopping) return;
    const queue = this.queue;
    this.wrapper = this.connection.createChannel({
      name: `responder ${queue}`,
      confirm: false,
      setup: async (channel: Channel) => {
        await channel.assertQueue(queue, { durable: false, autoDelete: true });
        await channel.prefetch(REQUEST_PREFETCH);
        await channel.consume(queue, (message) => {
          if (message) void this.answer(channel, message, dispatch);
        });
      },
    });
    await this.wrapper.waitForConnect();
    this.logger.emit('info', 'answering requests', { queue });
  }

  async stop(): Promise<void> {
    this.stopping = true;
    for (let waited = 0; this.active > 0 && waited < 5000; waited += 50) await new Promise((done) => setTimeout(done, 50));
    await this.wrapper?.close().catch(() => undefined);
    this.wrapper = undefined;
  }

  private async answer(channel: Channel, message: ConsumeMessage, dispatch: RequestDispatch): Promise<void> {
    const { replyTo, correlationId, type } = message.properties as { replyTo?: string; correlationId?: string; type?: string };
    this.active += 1;
    const started = Date.now();
    const reply: ReplyBody = {};
    try {
      if (!type) throw new Error('pedido sem tipo');
      const payload: unknown = JSON.parse(message.content.toString('utf8'));
      const requestId = correlationId ?? `${Date.now()}`;
      const origin = message.properties.headers?.['x-correlation-id'];
      reply.response = await runInContext(
        { requestId, correlationId: typeof origin === 'string' ? origin : requestId, causationId: requestId },
        () => dispatch(type, payload, message),
      );
    } catch (error) {
      reply.err = error instanceof Error ? error.message : String(error);
      this.logger.emit('warn', 'request failed', { type, correlationId, error: reply.err });
    }
    try {
      if (replyTo) {
        channel.sendToQueue(replyTo, Buffer.from(JSON.stringify(reply)), { correlationId, contentType: 'application/json' });
      }
      channel.ack(message);
    } catch (error) {
      // The channel closed meanwhile: the requester times out and may ask again.
      this.logger.emit('debug', 'could not reply', { type, correlationId, error: (error as Error).message });
    } finally {
      this.active -= 1;
    }
    this.logger.emit('debug', 'request answered', { type, ms: Date.now() - started, failed: reply.err !== undefined });
  }
}
