import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { migrate } from '@treina/nest-platform';
import {
  ApiClient as BaseApiClient,
  createTestDatabase,
  startTestApp,
  type TestDatabase,
  uniqueBusNames,
  useServiceEnv,
  useTestSessionKeys,
} from '@treina/nest-platform/testing';
import { DemoAppModule } from '../src/seed/demo-app.module.js';
import { identityDatabaseOptions } from '../src/database/data-source.js';

export interface IdentityUnderTest {
  app: NestExpressApplication;
  url: string;
  db: TestDatabase;
  bus: ReturnType<typeof uniqueBusNames>;
  mailDir: string;
  close(): Promise<void>;
}

/** Identity as npm start runs it (the demo entry: the demo accounts seeded) on its own throwaway database and bus names. */
export async function startIdentity(): Promise<IdentityUnderTest> {
  await useTestSessionKeys();
  const db = await createTestDatabase('identity');
  const bus = uniqueBusNames('identity');
  const mailDir = mkdtempSync(join(tmpdir(), 'treina-mail-'));
  useServiceEnv(db, bus, { MAIL_DIR: mailDir, DEMO_SEED: 'true' });
  await migrate(identityDatabaseOptions());
  const { app, url } = await startTestApp(DemoAppModule, { service: 'identity', logLevel: process.env.LOG_LEVEL });
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

export type { Answer } from '@treina/nest-platform/testing';

/** The platform's cookie-keeping client, with identity's log-in call. */
export class ApiClient extends BaseApiClient {
  login(username: string, password: string) {
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
