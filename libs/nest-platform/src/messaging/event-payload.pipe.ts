import { AsyncLocalStorage } from 'node:async_hooks';
import { type ArgumentMetadata, Injectable, type PipeTransform } from '@nestjs/common';
import { EVENT_PAYLOAD_SCHEMAS, type EventType, publishedPayloadSchema } from '@treina/contracts';
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

const dispatching = new AsyncLocalStorage<EventType>();

/** Runs `work` as the dispatch of one event of `type` (the pipe validates against its schema). */
export function runAsDispatchOf<T>(type: EventType, work: () => T): T {
  return dispatching.run(type, work);
}

// A nullable field is published as a type list (`['string', 'null']`), which strict mode takes only when told.
const ajv = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true });
const validators = new Map<EventType, ValidateFunction>();

function validatorOf(type: EventType): ValidateFunction {
  let validate = validators.get(type);
  if (!validate) {
    // The schema as published (AsyncAPI, libs/contracts/released): what producers promise is what is checked here.
    validate = ajv.compile(publishedPayloadSchema(EVENT_PAYLOAD_SCHEMAS[type]));
    validators.set(type, validate);
  }
  return validate;
}

/** The problems of `payload` against the contract of `type`; empty when it conforms. */
export function payloadProblems(type: EventType, payload: unknown): string[] {
  const validate = validatorOf(type);
  if (validate(payload)) return [];
  return (validate.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message ?? 'inválido'}`);
}

/**
 * The one validation of event payloads: every `@Payload()` of an event handler is
 * checked against the JSON Schema of its contract (libs/contracts event-schemas.ts)
 * before the handler runs. The transport tells which contract through the dispatch
 * it runs the handler in; routing keys and their schemas come from the same map.
 */
@Injectable()
export class EventPayloadPipe implements PipeTransform {
  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    // @Payload() arrives as 'body'; @Ctx() and others pass through untouched.
    if (metadata.type !== 'body' || metadata.data) return value;
    const type = dispatching.getStore();
    if (!type) throw new Error('EventPayloadPipe usado fora de um despacho do barramento de eventos');
    const problems = payloadProblems(type, value);
    if (problems.length) throw new InvalidEventPayloadError(type, problems);
    return value;
  }
}
