import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { configureApp, JsonLogger, migrate } from '@treina/nest-platform';
import { createTestDatabase, type TestDatabase, uniqueBusNames, useTestSessionKeys } from '@treina/nest-platform/testing';
import { AppModule } from '../src/app.module.js';
import { identityDatabaseOptions } from '../src/database/data-source.js';

export interface IdentityUnderTest {
  app: NestExpressApplication;
  url: string;
  db: TestDatabase;
  bus: ReturnType<typeof uniqueBusNames>;
  mailDir: string;
  close(): Promise<void>;
}

/** Identity on its own throwaway database and bus names, with the demo accounts seeded. */
export async function startIdentity(): Promise<IdentityUnderTest> {
  await useTestSessionKeys();
  const db = await createTestDatabase('identity');
  const bus = uniqueBusNames('identity');
  const mailDir = mkdtempSync(join(tmpdir(), 'treina-mail-'));
  Object.assign(process.env, {
    DATABASE_URL: db.url,
    EVENTS_EXCHANGE: bus.exchange,
    DEAD_LETTER_EXCHANGE: bus.deadLetterExchange,
    QUEUE_PREFIX: bus.queuePrefix,
    MAIL_DIR: mailDir,
    DEMO_SEED: 'true',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'error',
  });
  await migrate(identityDatabaseOptions());
  const logger = new JsonLogger('identity');
  const app = await NestFactory.create<NestExpressApplication>(AppModule, { logger, bodyParser: false });
  configureApp(app, { service: 'identity', logger });
  await app.listen(0, '127.0.0.1');
  const url = (await app.getUrl()).replace('[::1]', '127.0.0.1');
  return {
    app,
    url,
    db,
    bus,
    mailDir,
    async close() {
      await app.close();
      await db.drop();
    },
  };
}

export interface Answer<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

/** A browser-like client: keeps the session cookie between calls. */
export class ApiClient {
  cookie?: string;

  constructor(private readonly baseUrl: string) {}

  async call<T = any>(method: string, path: string, body?: unknown, init: { raw?: string; headers?: Record<string, string> } = {}): Promise<Answer<T>> {
    const headers: Record<string, string> = { ...init.headers };
    if (this.cookie) headers.cookie = this.cookie;
    if (body !== undefined || init.raw !== undefined) headers['content-type'] ??= 'application/json';
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers,
      body: init.raw ?? (body === undefined ? undefined : JSON.stringify(body)),
    });
    const setCookie = response.headers.get('set-cookie');
    if (setCookie) {
      const pair = setCookie.split(';')[0]!;
      this.cookie = pair.endsWith('=') ? undefined : pair;
    }
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON
    }
    return { status: response.status, body: parsed as T, headers: response.headers };
  }

  get<T = any>(path: string) {
    return this.call<T>('GET', path);
  }

  post<T = any>(path: string, body?: unknown) {
    return this.call<T>('POST', path, body);
  }

  patch<T = any>(path: string, body?: unknown) {
    return this.call<T>('PATCH', path, body);
  }

  delete<T = any>(path: string) {
    return this.call<T>('DELETE', path);
  }

  async login(username: string, password: string) {
    return this.post('/api/auth/login', { username, password });
  }
}

export const ADMIN = { username: 'admin@treina.dev', password: 'Admin#2026' };
export const CONSULTANT = { username: 'consultor@treina.dev', password: 'Consultor#2026' };
export const SALES = { username: 'vendas@treina.dev', password: 'Vendas#2026' };

let counter = 0;
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${counter}@teste.treina.dev`;
}
