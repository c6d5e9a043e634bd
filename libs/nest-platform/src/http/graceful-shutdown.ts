import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { INestApplication } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { JsonLogger } from '../logging/json-logger.js';

/**
 * What the shutdown stops first: the app's event consumer, provided under this token by the
 * messaging module. A token rather than the consumer's class, so that an app without messaging
 * (the gateway) does not load the broker's client to shut down.
 */
export const SHUTDOWN_CONSUMER = Symbol('SHUTDOWN_CONSUMER');
export interface ShutdownConsumer {
  stop(): Promise<void>;
}

export interface GracefulShutdownOptions {
  logger: JsonLogger;
  /**
   * Time between the signal and closing the listener (env SHUTDOWN_DELAY_MS, default 0).
   * Requests are still served meanwhile, but readiness answers 503, so a load balancer
   * (a Kubernetes Service's endpoints) stops sending new ones before the port closes.
   */
  delayMs?: number;
  /**
   * Budget from the signal to the exit (env SHUTDOWN_TIMEOUT_MS, default 20000); keep it
   * below the pod's terminationGracePeriodSeconds. Past it the process exits with 1.
   */
  timeoutMs?: number;
  /** Default SIGTERM and SIGINT. */
  signals?: NodeJS.Signals[];
  /** Default `process.exit`; tests pass their own. */
  exit?: (code: number) => void;
}

export interface GracefulShutdown {
  /** True from the signal on: readiness is 503 and every response closes its connection. */
  readonly draining: boolean;
  /** Requests accepted and not answered yet. */
  readonly inFlight: number;
  /** What a signal does; resolves with the exit code once the app is closed. */
  shutdown(reason: string): Promise<number>;
}

/** Time left for the Nest shutdown hooks (consumer drain, relay, broker, pool) after HTTP drained. */
const HOOKS_RESERVE_MS = 5000;

type RequestListener = (request: IncomingMessage, response: ServerResponse) => void;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Replaces Nest's signal handling (which closes at once while still accepting connections): readiness 503 and the consumer stops, then
 * after `delayMs` the listener closes and in-flight requests finish, then `app.close()` and exit 0 (1 past `timeoutMs` or on failure).
 * The steps: libs/nest-platform/README.md, 'Graceful shutdown'. Call once, after `app.listen()`.
 */
export function enableGracefulShutdown(app: INestApplication, options: GracefulShutdownOptions): GracefulShutdown {
  const logger = options.logger;
  const delayMs = options.delayMs ?? 0;
  const timeoutMs = options.timeoutMs ?? 20_000;
  const exit = options.exit ?? ((code: number) => process.exit(code));
  const server = app.getHttpServer() as Server;
  const inFlight = new Set<ServerResponse>();
  let draining = false;
  let listenerClosed = false;
  let running: Promise<number> | undefined;

  // Nest's own listeners (enableShutdownHooks) would close the app concurrently with this.
  (app as unknown as { unsubscribeFromProcessSignals?: () => void }).unsubscribeFromProcessSignals?.();

  const listeners = server.listeners('request') as RequestListener[];
  server.removeAllListeners('request');
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    inFlight.add(response);
    response.once('close', () => {
      inFlight.delete(response);
      // Once the listener is closed, a keep-alive connection that just became idle is closed at once.
      if (listenerClosed) setImmediate(() => server.closeIdleConnections());
    });
    if (draining) {
      response.setHeader('Connection', 'close');
      if ((request.url ?? '').split('?')[0] === '/health/ready') {
        const body = { statusCode: 503, statusMsg: 'Serviço encerrando.', message: 'Serviço encerrando.' };
        response.writeHead(503, { 'Content-Type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
        return;
      }
    }
    for (const listener of listeners) listener.call(server, request, response);
  });

  const closeHttp = (deadline: number) =>
    new Promise<void>((resolve) => {
      listenerClosed = true;
      if (!server.listening) return resolve();
      logger.emit('info', 'shutdown: listener closed', { inFlight: inFlight.size });
      const cut = setTimeout(
        () => {
          logger.emit('warn', 'shutdown: requests still running at the deadline; closing their connections', { inFlight: inFlight.size });
          server.closeAllConnections();
        },
        Math.max(0, deadline - Date.now()),
      );
      server.close(() => {
        clearTimeout(cut);
        resolve();
      });
      server.closeIdleConnections();
    });

  const stopConsumer = async () => {
    let consumer: ShutdownConsumer;
    try {
      // Through ModuleRef: a failed `app.get` would abort the process (Nest's abortOnError).
      consumer = app.get(ModuleRef).get<ShutdownConsumer>(SHUTDOWN_CONSUMER, { strict: false });
    } catch {
      return; // no messaging module in this app (the gateway)
    }
    await consumer.stop();
  };

  const run = async (reason: string): Promise<number> => {
    const started = Date.now();
    draining = true;
    for (const response of inFlight) if (!response.headersSent) response.setHeader('Connection', 'close');
    logger.emit('info', 'shutdown started', { reason, delayMs, timeoutMs, inFlight: inFlight.size });
    const hardStop = setTimeout(() => {
      logger.emit('error', 'shutdown took longer than its budget; exiting', { timeoutMs, inFlight: inFlight.size });
      exit(1);
    }, timeoutMs);
    hardStop.unref();
    try {
      const consumerStopped = stopConsumer().catch((error: Error) =>
        logger.emit('warn', 'shutdown: consumer stop failed', { error: error.message }),
      );
      if (delayMs > 0) await sleep(delayMs);
      await closeHttp(started + Math.max(1000, timeoutMs - HOOKS_RESERVE_MS));
      logger.emit('info', 'shutdown: http server closed', { ms: Date.now() - started });
      await consumerStopped;
      await app.close();
      logger.emit('info', 'shutdown complete', { ms: Date.now() - started });
      return 0;
    } catch (error) {
      logger.emit('error', 'shutdown failed', { error: (error as Error).message });
      return 1;
    } finally {
      clearTimeout(hardStop);
    }
  };

  const onSignal = (signal: NodeJS.Signals) => {
    if (running) {
      logger.emit('info', 'shutdown already in progress', { signal });
      return;
    }
    void shutdown(signal).then(exit);
  };
  const shutdown = (reason: string) => (running ??= run(reason));
  for (const signal of options.signals ?? ['SIGTERM', 'SIGINT']) process.on(signal, onSignal);

  return {
    get draining() {
      return draining;
    },
    get inFlight() {
      return inFlight.size;
    },
    shutdown,
  };
}
