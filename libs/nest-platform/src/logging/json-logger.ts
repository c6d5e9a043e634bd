import type { LoggerService } from '@nestjs/common';
import { readLogLevel } from '../config/platform.config.js';
import { currentContext } from '../context/request-context.js';

type Level = 'debug' | 'info' | 'warn' | 'error';
const LEVELS: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40 };

/**
 * One JSON object per line on stdout, with the service name and the request's
 * correlation id, so logs of every service can be joined on one request.
 */
export class JsonLogger implements LoggerService {
  private readonly minLevel: number;

  constructor(
    private readonly service: string,
    level = readLogLevel(),
  ) {
    this.minLevel = LEVELS[level as Level] ?? LEVELS.info;
  }

  log(message: unknown, ...rest: unknown[]): void {
    this.write('info', message, rest);
  }
  error(message: unknown, ...rest: unknown[]): void {
    this.write('error', message, rest);
  }
  warn(message: unknown, ...rest: unknown[]): void {
    this.write('warn', message, rest);
  }
  debug(message: unknown, ...rest: unknown[]): void {
    this.write('debug', message, rest);
  }
  verbose(message: unknown, ...rest: unknown[]): void {
    this.write('debug', message, rest);
  }

  /** Structured entry: `logger.info('http', { method, path, status })`. */
  info(msg: string, fields: Record<string, unknown> = {}): void {
    this.emit('info', msg, fields);
  }

  emit(level: Level, msg: string, fields: Record<string, unknown> = {}): void {
    if (LEVELS[level] < this.minLevel) return;
    const context = currentContext();
    const line = {
      time: new Date().toISOString(),
      level,
      service: this.service,
      msg,
      ...(context ? { requestId: context.requestId, correlationId: context.correlationId } : {}),
      ...fields,
    };
    process.stdout.write(`${JSON.stringify(line)}\n`);
  }

  private write(level: Level, message: unknown, rest: unknown[]): void {
    // Nest passes (message, context) or (message, stack, context).
    const scope = typeof rest[rest.length - 1] === 'string' ? (rest[rest.length - 1] as string) : undefined;
    const stack = level === 'error' && rest.length > 1 ? rest[0] : undefined;
    const text = message instanceof Error ? message.message : typeof message === 'string' ? message : JSON.stringify(message);
    this.emit(level, text, {
      ...(scope ? { scope } : {}),
      ...(message instanceof Error ? { stack: message.stack } : stack ? { stack } : {}),
    });
  }
}
