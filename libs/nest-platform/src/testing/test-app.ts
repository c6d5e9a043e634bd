import type { Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { configureApp } from '../http/configure-app.js';
import { JsonLogger } from '../logging/json-logger.js';
import { connectEventBus } from '../messaging/connect-event-bus.js';

export interface TestApp {
  app: NestExpressApplication;
  /** Base URL, e.g. http://127.0.0.1:41234 */
  url: string;
}

/** One instance of a service's AppModule, configured as in production, on a free local port. */
export async function startTestApp(module: Type<unknown>, options: { service: string; logLevel?: string }): Promise<TestApp> {
  const logger = new JsonLogger(options.service, options.logLevel ?? 'error');
  const app = await NestFactory.create<NestExpressApplication>(module, { logger, bodyParser: false, rawBody: true });
  configureApp(app, { service: options.service, logger });
  await app.init();
  await connectEventBus(app);
  await app.listen(0, '127.0.0.1');
  return { app, url: (await app.getUrl()).replace('[::1]', '127.0.0.1') };
}
