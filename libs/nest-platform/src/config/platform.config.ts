import { getConfigToken, registerAs } from '@nestjs/config';
import { DEAD_LETTER_EXCHANGE, EVENTS_EXCHANGE } from '@treina/contracts';
import { DEFAULT_AMQP_URL, DEFAULT_POSTGRES_URL, env, envBool, envInt, type EnvSource } from './env.js';

/** Where a service's database is and how its pool behaves. */
export interface DatabaseConfig {
  url: string;
  poolMax: number;
  /** Fail fast while the database is away, so callers get a 503 instead of a hang. */
  connectTimeoutMs: number;
  statementTimeoutMs: number;
}

/** The broker and the names on it (tests and benchmarks run on names of their own). */
export interface BusConfig {
  url: string;
  exchange: string;
  deadLetterExchange: string;
  queuePrefix: string;
}

/** What every service is configured with: read once, at start-up, from the environment. */
export interface PlatformConfig {
  service: string;
  /** SIGTERM: how long readiness says 503 before the drain starts, and how long the drain may take. */
  shutdown: { delayMs: number; timeoutMs: number };
  database: DatabaseConfig;
  bus: BusConfig;
  logLevel: string;
  /** The school's time zone: it decides the calendar day of a date filter or a monthly figure. */
  schoolTimeZone: string;
  /** `npm start`'s demo data (DEMO_SEED). */
  demoSeed: boolean;
}

export function readDatabaseConfig(service: string, source: EnvSource = process.env): DatabaseConfig {
  return {
    url: env('DATABASE_URL', `${env('POSTGRES_URL', DEFAULT_POSTGRES_URL, source)}/treina_${service}`, source),
    poolMax: envInt('DB_POOL_MAX', 10, source),
    connectTimeoutMs: envInt('DB_CONNECT_TIMEOUT_MS', 3000, source),
    statementTimeoutMs: envInt('DB_STATEMENT_TIMEOUT_MS', 15000, source),
  };
}

export function readBusConfig(source: EnvSource = process.env): BusConfig {
  return {
    url: env('AMQP_URL', DEFAULT_AMQP_URL, source),
    exchange: env('EVENTS_EXCHANGE', EVENTS_EXCHANGE, source),
    deadLetterExchange: env('DEAD_LETTER_EXCHANGE', DEAD_LETTER_EXCHANGE, source),
    queuePrefix: env('QUEUE_PREFIX', '', source),
  };
}

/** REPORT_TIME_ZONE (America/Sao_Paulo unless set); a name the runtime does not know fails the start, not a report later. */
export function readSchoolTimeZone(source: EnvSource = process.env): string {
  const name = env('REPORT_TIME_ZONE', 'America/Sao_Paulo', source);
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return name;
  } catch {
    throw new Error(`REPORT_TIME_ZONE inválido: ${name}`);
  }
}

/**
 * CONSUMER_BATCH_SIZE: the most waiting messages one consumer transaction applies; unset, the
 * messaging default (DEFAULT_BATCH_SIZE); 1 applies every message alone (as before batches, for
 * comparing). A value below 1 fails the start.
 */
export function readConsumerBatchSize(source: EnvSource = process.env): number | undefined {
  const raw = source.CONSUMER_BATCH_SIZE;
  return raw === undefined || raw === '' ? undefined : envInt('CONSUMER_BATCH_SIZE', 0, source);
}

/** SIGTERM: readiness 503 for `delayMs` before the drain starts; the drain may take `timeoutMs`. */
export function readShutdownConfig(source: EnvSource = process.env): PlatformConfig['shutdown'] {
  return { delayMs: envInt('SHUTDOWN_DELAY_MS', 0, source), timeoutMs: envInt('SHUTDOWN_TIMEOUT_MS', 20_000, source) };
}

/** Where a service listens (its default port is its own, main.ts says it). */
export function readHttpConfig(defaultPort: number, source: EnvSource = process.env): { host: string; port: number } {
  return { host: env('HOST', '127.0.0.1', source), port: envInt('PORT', defaultPort, source) };
}

/** LOG_LEVEL: debug, info (default), warn or error. */
export function readLogLevel(source: EnvSource = process.env): string {
  return env('LOG_LEVEL', 'info', source);
}

/** Every setting of the platform, checked: a wrong value stops the service at start-up with the variable's name. */
export function readPlatformConfig(service: string, source: EnvSource = process.env): PlatformConfig {
  return {
    service,
    shutdown: readShutdownConfig(source),
    database: readDatabaseConfig(service, source),
    bus: readBusConfig(source),
    logLevel: readLogLevel(source),
    schoolTimeZone: readSchoolTimeZone(source),
    demoSeed: envBool('DEMO_SEED', false, source),
  };
}

/** The injection token of the PlatformConfig: `@Inject(PLATFORM_CONFIG) config: PlatformConfig`. */
export const PLATFORM_CONFIG = getConfigToken('platform');

/** The PlatformConfig as a @nestjs/config namespace, read when the app starts (ServicePlatformModule loads it). */
export const platformConfig = (service: string) => registerAs('platform', () => readPlatformConfig(service));
