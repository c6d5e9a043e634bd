#!/usr/bin/env node
// Writes the local overlay's secret files (deploy/k8s/overlays/local/secrets/, git-ignored):
// the ES256 session key pair and random passwords for the local PostgreSQL and RabbitMQ, with
// the connection URLs built from them. Keeps files that exist (re-run after deleting one).
//   node deploy/k8s/make-local-secrets.mjs          (LOCAL_SECRETS_DIR=... writes elsewhere)
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const DIR = process.env.LOCAL_SECRETS_DIR || join(dirname(fileURLToPath(import.meta.url)), 'overlays/local/secrets');
const SERVICES = ['identity', 'crm', 'academic', 'finance', 'reporting', 'assessment'];
const write = (name, content, mode = 0o600) => {
  const path = join(DIR, name);
  if (existsSync(path)) return false;
  writeFileSync(path, content, { mode });
  process.stdout.write(`wrote ${path}\n`);
  return true;
};
const envValue = (name, key) => {
  const line = readFileSync(join(DIR, name), 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith(`${key}=`));
  return line?.slice(key.length + 1);
};

if (!existsSync(join(DIR, 'session-private.pem'))) {
  const { privateKey, publicKey } = generateKeyPairSync('ec', {
    namedCurve: 'P-256',
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  write('session-private.pem', privateKey);
  writeFileSync(join(DIR, 'session-public.pem'), publicKey, { mode: 0o644 });
}
const password = () => randomBytes(18).toString('base64url');
write('postgres.env', `POSTGRES_USER=treina\nPOSTGRES_PASSWORD=${password()}\n`);
write('rabbitmq.env', `RABBITMQ_DEFAULT_USER=treina\nRABBITMQ_DEFAULT_PASS=${password()}\n`);
const pg = envValue('postgres.env', 'POSTGRES_PASSWORD');
const mq = envValue('rabbitmq.env', 'RABBITMQ_DEFAULT_PASS');
write('amqp.env', `AMQP_URL=amqp://treina:${mq}@rabbitmq:5672\n`);
for (const service of SERVICES) write(`${service}-database.env`, `DATABASE_URL=postgres://treina:${pg}@postgres:5432/treina_${service}\n`);
