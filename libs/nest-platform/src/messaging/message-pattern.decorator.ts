import { MessagePattern as NestMessagePattern } from '@nestjs/microservices';
import type { ReplyOf, RequestOf, RequestType } from '@treina/contracts';
import type { EVENT_BUS } from './event-pattern.decorator.js';

/** The shape of a handler of request `K`: takes its request, answers its reply. */
type RequestHandlerMethod<K extends RequestType> = (request: RequestOf<K>, ...rest: never[]) => Promise<ReplyOf<K>> | ReplyOf<K>;

/**
 * Nest's `@MessagePattern`, typed by the contracts' request map: the method must take the
 * request and answer the reply of `type`. It is served on the event bus's transport from the
 * service's `<service>.requests` queue; a service answers only types whose first word is its name.
 */
export function MessagePattern<K extends RequestType>(type: K, transport: typeof EVENT_BUS) {
  return <M extends RequestHandlerMethod<K>>(target: object, key: string | symbol, descriptor: TypedPropertyDescriptor<M>): void => {
    NestMessagePattern(type, transport)(target, key, descriptor as PropertyDescriptor);
  };
}
