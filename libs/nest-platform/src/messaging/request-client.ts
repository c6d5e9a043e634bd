import { randomUUID } from 'node:crypto';
import { ClientProxy, type ReadPacket, type WritePacket } from '@nestjs/microservices';
import { type ReplyOf, type RequestOf, type RequestType, requestQueueOf, responderOf } from '@treina/contracts';
import type { Channel, ConsumeMessage, Message } from 'amqplib';
import type { ChannelWrapper } from 'amqp-connection-manager';
import { defer, firstValueFrom, mergeMap, Observable, throwError, timeout } from 'rxjs';
import { currentContext } from '../context/request-context.js';
import type { AmqpConnection } from './amqp-connection.js';
import type { ReplyBody } from './request-responder.js';

/** RabbitMQ's direct reply-to: replies come straight to the channel that asked, no reply queue declared. */
const DIRECT_REPLY_TO = 'amq.rabbitmq.reply-to';

/** Why a request got no reply: `reason` is for logs, `kind` for what the caller tells its user. */
export class RequestFailure extends Error {
  constructor(
    readonly type: string,
    readonly kind: 'timeout' | 'no-responder' | 'failed',
    readonly reason: string,
  ) {
    super(`${type}: ${reason}`);
    this.name = 'RequestFailure';
  }
}

/**
 * The requesting side of the event-bus transport (Nest's ClientProxy): `request(type, payload, timeoutMs)` publishes to the queue of the
 * service the type names, with a correlation id and direct reply-to, and resolves with that service's `@MessagePattern` reply. No service's
 * address is known here: only the type, which names who answers. Events are never sent this way (the outbox is their only publisher).
 */
export class RequestClient extends ClientProxy {
  private wrapper: ChannelWrapper | undefined;
  private ready: Promise<void> | undefined;
  private readonly pending = new Map<string, { type: string; callback: (packet: WritePacket) => void }>();

  constructor(
    private readonly connection: AmqpConnection,
    private readonly queuePrefix: string,
    /** How long an unanswered `send` waits, and how long its message may wait in the queue. */
    private readonly defaultTimeoutMs = 10_000,
  ) {
    super();
  }

  /** The reply to one request, or a RequestFailure: no answer within `timeoutMs`, no service listening, or the handler's error. */
  request<K extends RequestType>(type: K, payload: RequestOf<K>, timeoutMs = this.defaultTimeoutMs): Promise<ReplyOf<K>> {
    const reply$ = defer(() => this.connect()).pipe(
      mergeMap(
        () =>
          new Observable<ReplyOf<K>>((observer) =>
            this.publishRequest({ pattern: type, data: payload }, this.createObserver(observer), timeoutMs),
          ),
      ),
      timeout({ first: timeoutMs, with: () => throwError(() => new RequestFailure(type, 'timeout', `sem resposta em ${timeoutMs} ms`)) }),
    );
    return firstValueFrom(reply$);
  }

  async connect(): Promise<void> {
    this.ready ??= this.open();
    return this.ready;
  }

  async close(): Promise<void> {
    for (const [id, { type, callback }] of this.pending) {
      this.pending.delete(id);
      callback({ err: new RequestFailure(type, 'failed', 'o cliente foi fechado') });
    }
    await this.wrapper?.close().catch(() => undefined);
    this.wrapper = undefined;
    this.ready = undefined;
  }

  async onModuleDestroy(): Promise<void> {
    await this.close();
  }

  unwrap<T>(): T {
    return this.wrapper as T;
  }

  protected publish(packet: ReadPacket, callback: (packet: WritePacket) => void): () => void {
    return this.publishRequest(packet, callback, this.defaultTimeoutMs);
  }

  protected dispatchEvent(): Promise<never> {
    return Promise.reject(new Error('RequestClient só envia pedidos: eventos saem pelo outbox'));
  }

  private async open(): Promise<void> {
    this.wrapper = this.connection.createChannel({
      name: 'requester',
      confirm: false,
      setup: async (channel: Channel) => {
        // The reply consumer must exist on the publishing channel before the first request.
        channel.on('return', (message: Message) => this.returned(message));
        await channel.consume(DIRECT_REPLY_TO, (message) => message && this.replied(message), { noAck: true });
      },
    });
    await this.wrapper.waitForConnect();
  }

  private publishRequest(packet: ReadPacket, callback: (packet: WritePacket) => void, ttlMs: number): () => void {
    const type = String(packet.pattern);
    const correlationId = randomUUID();
    this.pending.set(correlationId, { type, callback });
    const origin = currentContext()?.correlationId;
    this.wrapper!.sendToQueue(requestQueueOf(responderOf(type), this.queuePrefix), Buffer.from(JSON.stringify(packet.data)), {
      replyTo: DIRECT_REPLY_TO,
      correlationId,
      type,
      contentType: 'application/json',
      expiration: String(ttlMs),
      mandatory: true,
      headers: origin ? { 'x-correlation-id': origin } : {},
    }).catch((error: Error) => this.settle(correlationId, { err: new RequestFailure(type, 'failed', error.message) }));
    return () => this.pending.delete(correlationId);
  }

  private replied(message: ConsumeMessage): void {
    const correlationId = message.properties.correlationId as string | undefined;
    const entry = correlationId ? this.pending.get(correlationId) : undefined;
    if (!correlationId || !entry) return; // a late reply to a request already given up
    let body: ReplyBody;
    try {
      body = JSON.parse(message.content.toString('utf8')) as ReplyBody;
    } catch {
      body = { err: 'resposta que não é JSON' };
    }
    this.settle(
      correlationId,
      body.err !== undefined ? { err: new RequestFailure(entry.type, 'failed', body.err) } : { response: body.response, isDisposed: true },
    );
  }

  /** A mandatory request no queue took: no replica of the answering service is listening. */
  private returned(message: Message): void {
    const correlationId = message.properties.correlationId as string | undefined;
    const entry = correlationId ? this.pending.get(correlationId) : undefined;
    if (!correlationId || !entry) return;
    this.settle(correlationId, { err: new RequestFailure(entry.type, 'no-responder', 'nenhuma instância do serviço está ouvindo') });
  }

  private settle(correlationId: string, packet: WritePacket): void {
    const entry = this.pending.get(correlationId);
    if (!entry) return;
    this.pending.delete(correlationId);
    entry.callback(packet);
  }
}
