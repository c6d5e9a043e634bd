import 'reflect-metadata';
import type { Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { readHttpConfig, readShutdownConfig } from '../config/platform.config.js';
import { JsonLogger } from '../logging/json-logger.js';
import { connectEventBus } from '../messaging/connect-event-bus.js';
import { configureApp } from './configure-app.js';
import { enableGracefulShutdown } from './graceful-shutdown.js';

/** Starts one service's HTTP server with the shared configuration. */
export async function bootstrapService(module: Type<unknown>, options: { service: string; defaultPort: number }) {
  const logger = new JsonLogger(options.service);
  const app = await NestFactory.create<NestExpressApplication>(module, { logger, bodyParser: false, rawBody: true });
  configureApp(app, { service: options.service, logger });
  // Every provider ready first; then the event handlers, bound before the first message is consumed.
  await app.init();
  try {
    await connectEventBus(app);
  } catch (error) {
    // E.g. a queue binding no handler serves: refuse to start rather than dead-letter traffic.
    logger.error('event bus refused to start', { error: (error as Error).message });
    await app.close();
    throw error;
  }
  const { port, host } = readHttpConfig(options.defaultPort);
  await app.listen(port, host);
  logger.info('listening', { port, host });
  // SIGTERM: readiness 503, drain HTTP and the consumer, close, exit 0 (graceful-shutdown.ts).
  enableGracefulShutdown(app, { logger, ...readShutdownConfig() });
  return app;
}
