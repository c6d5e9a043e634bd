import type { INestApplication } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type { CustomStrategy, NestMicroservice } from '@nestjs/microservices';
import { EventBusServer } from './event-bus.server.js';
import { EventConsumer } from './event-consumer.js';
import { EventErrorFilter } from './event-error.filter.js';
import { EventPayloadPipe } from './event-payload.pipe.js';
import { RequestResponder } from './request-responder.js';

/**
 * Connects the event bus to an initialised app as a Nest microservice and starts consuming (when the service consumes events); call after
 * `app.init()` and before `app.listen()`. It has its own pipe (each payload checked against its contract) and filter (handler errors passed
 * on unchanged), in place before Nest binds the handlers; the app's lifecycle hooks are not run again.
 */
export async function connectEventBus(app: INestApplication): Promise<boolean> {
  let consumer: EventConsumer;
  try {
    // Through ModuleRef: a failed `app.get` would abort the process (Nest's abortOnError).
    consumer = app.get(ModuleRef).get(EventConsumer, { strict: false });
  } catch {
    return false; // no MessagingModule: the gateway, for one
  }
  if (!consumer.consumerOptions) return false;
  let responder: RequestResponder | undefined;
  try {
    responder = app.get(ModuleRef).get(RequestResponder, { strict: false });
  } catch {
    responder = undefined; // an event consumer assembled without MessagingModule answers no requests
  }
  const microservice = app.connectMicroservice<CustomStrategy>(
    { strategy: new EventBusServer(consumer, responder) },
    { inheritAppConfig: false, deferInitialization: true },
  ) as NestMicroservice;
  microservice.useGlobalPipes(new EventPayloadPipe());
  microservice.useGlobalFilters(new EventErrorFilter());
  microservice.setIsInitHookCalled(true);
  await app.startAllMicroservices();
  return true;
}
