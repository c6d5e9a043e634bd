import { AsyncLocalStorage } from 'node:async_hooks';
import { type ArgumentMetadata, Injectable, type PipeTransform } from '@nestjs/common';
import { EVENT_PAYLOAD_SCHEMAS, type EventType, publishedPayloadSchema, REQUEST_SCHEMAS, type RequestType } from '@treina/contracts';
import { Ajv, type ValidateFunction } from 'ajv';

/** A payload that does not match its contract: no retry can fix it, so it is dead-lettered at once. */
export class InvalidEventPayloadError extends Error {
  constructor(
    readonly type: string,
    readonly problems: string[],
  ) {
    super(`payload inválido para ${type}: ${problems.join('; ')}`);
    this.name = 'InvalidEventPayloadError';
  }
}

/** What is being dispatched: an event, or a request (`@MessagePattern`), and its type. */
type Dispatch = { kind: 'event'; type: EventType } | { kind: 'request'; type: RequestType };

const dispatching = new AsyncLocalStorage<Dispatch>();

/** Runs `work` as the dispatch of one event of `type` (the pipe validates against its schema). */
export function runAsDispatchOf<T>(type: EventType, work: () => T): T {
  return dispatching.run({ kind: 'event', type }, work);
}

/** Runs `work` as the answer to one request of `type` (the pipe validates the request against its schema). */
export function runAsRequestOf<T>(type: RequestType, work: () => T): T {
  return dispatching.run({ kind: 'request', type }, work);
}

// A nullable field is published as a type list (`['string', 'null']`), which strict mode takes only when told.
const ajv = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true });
const validators = new Map<string, ValidateFunction>();

function validatorOf({ kind, type }: Dispatch): ValidateFunction {
  let validate = validators.get(type);
  if (!validate) {
    // The schema as published (AsyncAPI, libs/contracts/released): what producers promise is what is checked here.
    validate = ajv.compile(publishedPayloadSchema(kind === 'event' ? EVENT_PAYLOAD_SCHEMAS[type] : REQUEST_SCHEMAS[type]));
    validators.set(type, validate);
  }
  return validate;
}

/** The problems of `payload` against the contract of `type`; empty when it conforms. */
export function payloadProblems(type: EventType, payload: unknown): string[] {
  return problemsOf({ kind: 'event', type }, payload);
}

function problemsOf(dispatch: Dispatch, payload: unknown): string[] {
  const validate = validatorOf(dispatch);
  if (validate(payload)) return [];
  return (validate.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message ?? 'inválido'}`);
}

/**
 * The one validation of payloads on the bus: every `@Payload()` of an event or request
 * handler is checked against its contract's JSON Schema before the handler runs. The
 * transport tells which contract through the dispatch it runs the handler in.
 */
@Injectable()
export class EventPayloadPipe implements PipeTransform {
  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    // @Payload() arrives as 'body'; @Ctx() and others pass through untouched.
    if (metadata.type !== 'body' || metadata.data) return value;
    const dispatch = dispatching.getStore();
    if (!dispatch) throw new Error('EventPayloadPipe usado fora de um despacho do barramento de eventos');
    const problems = problemsOf(dispatch, value);
    if (problems.length) throw new InvalidEventPayloadError(dispatch.type, problems);
    return value;
  }
}
