import { BaseRpcContext, Server, type CustomTransportStrategy } from '@nestjs/microservices';
import { type EventEnvelope, type EventType, type RequestType, responderOf } from '@treina/contracts';
import type { ConsumeMessage } from 'amqplib';
import { isObservable, lastValueFrom } from 'rxjs';
import { EventContext } from './event-context.js';
import type { EventConsumer } from './event-consumer.js';
import type { EventDispatcher } from './event-dispatcher.js';
import { EVENT_BUS } from './event-pattern.decorator.js';
import { runAsDispatchOf, runAsRequestOf } from './event-payload.pipe.js';
import type { OutboxTransaction } from './outbox.service.js';
import type { RequestResponder } from './request-responder.js';
import { bindingMismatch } from './routing-keys.js';

/**
 * The event-bus transport: `@EventPattern(type, EVENT_BUS)` handlers fed by the EventConsumer (inbox and handler in one transaction, ack
 * after commit) and `@MessagePattern` handlers answering requests. Not Nest's RMQ transport, which acks on receipt and never nacks. Events
 * are published only by the outbox relay.
 */
export class EventBusServer extends Server implements CustomTransportStrategy {
  override readonly transportId = EVENT_BUS;
  /** Handlers are awaited and their errors reach the consumer, which rolls back and retries or dead-letters. */
  override readonly propagatesEventHandlerErrors = true;
  /** Handlers by routing key, looked up once per key: Nest's own lookup is costly per message (docs/decisions/0016-messaging-tuning.md). */
  private readonly handlersByType = new Map<string, ReturnType<Server['getHandlerByPattern']>>();

  constructor(
    private readonly consumer: EventConsumer,
    private readonly responder?: RequestResponder,
  ) {
    super();
  }

  /**
   * Called by `startAllMicroservices()`, after Nest registered every handler. Refuses
   * to start when the queue's bindings and the handlers disagree: a binding nobody
   * serves would fill the DLQ, a handler nobody routes to would never run.
   */
  listen(callback: (error?: unknown) => void): void {
    const options = this.consumer.consumerOptions;
    if (!options) {
      callback(new Error('EventBusServer: MessagingModule.forRoot sem a opção consumer: este serviço não consome eventos'));
      return;
    }
    const handlers = [...this.getHandlers()];
    const keys = handlers.filter(([, handler]) => handler.isEventHandler).map(([key]) => key);
    const requestTypes = handlers.filter(([, handler]) => !handler.isEventHandler).map(([key]) => key);
    const { unservedBindings, unboundHandlers } = bindingMismatch(options.bindings, keys);
    const problems = [
      ...unservedBindings.map((binding) => `a ligação '${binding}' da fila ${options.queue} não tem nenhum @EventPattern que a atenda`),
      ...unboundHandlers.map((key) => `o @EventPattern('${key}') não recebe nada: nenhuma ligação da fila ${options.queue} o roteia`),
      ...requestTypes
        .filter((type) => responderOf(type) !== this.responder?.service)
        .map((type) => `o @MessagePattern('${type}') não chega aqui: só a fila de pedidos de ${responderOf(type)} recebe esse tipo`),
    ];
    if (problems.length) {
      callback(new Error(`Ligações da fila e handlers de eventos não conferem: ${problems.join('; ')}`));
      return;
    }
    const answering = requestTypes.length ? this.responder?.start((type, payload, message) => this.answer(type, payload, message)) : null;
    Promise.all([this.consumer.start(this.dispatcher()), answering]).then(() => callback(), callback);
  }

  async close(): Promise<void> {
    await Promise.all([this.consumer.stop(), this.responder?.stop()]);
  }

  /** Not used: the broker connection belongs to MessagingModule (AmqpConnection). */
  on(): void {}

  unwrap<T>(): T {
    return this.consumer as T;
  }

  private dispatcher(): EventDispatcher {
    return {
      handles: (type) => this.handlerOf(type) !== null,
      handlerOf: (type) => this.handlerOf(type),
      dispatch: (event, tx) => this.dispatch(event, tx),
    };
  }

  /** Called only once listening: every handler is registered by then. */
  private handlerOf(type: string): ReturnType<Server['getHandlerByPattern']> {
    let handler = this.handlersByType.get(type);
    if (handler === undefined) {
      handler = this.getHandlerByPattern(type);
      this.handlersByType.set(type, handler);
    }
    return handler;
  }

  /** Runs the `@MessagePattern` handler of a request and resolves with its reply. */
  private async answer(type: string, payload: unknown, message: ConsumeMessage): Promise<unknown> {
    const handler = this.handlerOf(type);
    if (!handler || handler.isEventHandler) throw new Error(`nenhum @MessagePattern para ${type}`);
    return runAsRequestOf(type as RequestType, async () => {
      const result: unknown = await handler(payload, new BaseRpcContext([message]));
      return isObservable(result) ? lastValueFrom(result, { defaultValue: undefined }) : result;
    });
  }

  /** Runs the handler(s) of the event's routing key and waits for them; a failure propagates to the consumer. */
  private async dispatch(event: EventEnvelope, tx: OutboxTransaction): Promise<void> {
    const handler = this.handlerOf(event.type);
    if (!handler) throw new Error(`nenhum handler para ${event.type}`);
    const context = new EventContext([event, tx]);
    await runAsDispatchOf(event.type as EventType, async () => {
      const result: unknown = await handler(event.payload, context);
      if (isObservable(result)) await lastValueFrom(result, { defaultValue: undefined });
    });
  }
}
