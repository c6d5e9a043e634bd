import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { envelope, studentSnapshot } from '@treina/contracts/testing';
import { type ApiClient, waitFor } from '@treina/nest-platform/testing';
import { ADMIN, type CrmUnderTest, startCrm } from './crm-harness.js';

/** The value of one series of a Prometheus exposition, matched on the labels given (others ignored). */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((pair) => [pair[1], pair[2]]));
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) return Number(match[3]);
  }
  return undefined;
}

describe('metrics (GET /metrics on the service port)', () => {
  let crm: CrmUnderTest;
  let admin: ApiClient;
  const scrape = async () => {
    const answer = await fetch(`${crm.url}/metrics`);
    assert.equal(answer.status, 200);
    assert.match(answer.headers.get('content-type') ?? '', /^text\/plain; version=0\.0\.4/);
    return answer.text();
  };

  beforeAll(async () => {
    crm = await startCrm({ users: [ADMIN] });
    admin = await crm.as(ADMIN);
  });
  afterAll(() => crm.close());

  it('answers without a session, outside /api, with process metrics labelled by service', async () => {
    const text = await scrape();
    assert.ok(sample(text, 'process_resident_memory_bytes', { service: 'crm' })! > 0);
    assert.ok(sample(text, 'nodejs_eventloop_lag_seconds', { service: 'crm' }) !== undefined);
    assert.notEqual((await fetch(`${crm.url}/api/metrics`)).status, 200, 'not under the /api prefix the gateway proxies');
  });

  it('times HTTP requests by the route pattern and status, never the raw URL', async () => {
    assert.equal((await admin.get('/api/customer?page=1')).status, 200);
    assert.equal((await admin.get('/api/activity/987654')).status, 404);
    const text = await scrape();
    assert.ok(sample(text, 'http_request_duration_seconds_count', { method: 'GET', route: '/api/customer', status: '200' })! >= 1);
    assert.ok(sample(text, 'http_request_duration_seconds_count', { method: 'GET', route: '/api/activity/:id', status: '404' })! >= 1);
    assert.ok(sample(text, 'http_request_duration_seconds_bucket', { route: '/api/customer', status: '200', le: '+Inf' })! >= 1);
    assert.doesNotMatch(text, /987654/);
    await fetch(`${crm.url}/nada/por/aqui/123`);
    assert.ok(sample(await scrape(), 'http_request_duration_seconds_count', { route: 'unmatched', status: '404' })! >= 1);
  });

  it('counts consumed events and inbox duplicates by type', async () => {
    const text0 = await scrape();
    // startCrm already consumed ADMIN's snapshot.
    assert.ok(sample(text0, 'events_consumed_total', { type: 'identity.user.created.v1' })! >= 1);
    const student = envelope('academic.student.created.v1', studentSnapshot(70, { revision: 1 }) as never);
    await crm.publishAndWait([student]);
    await crm.publish([student]);
    const text = await waitFor('the repeat skipped by the inbox', async () => {
      const current = await scrape();
      return (sample(current, 'inbox_duplicates_skipped_total', { type: 'academic.student.created.v1' }) ?? 0) >= 1 ? current : undefined;
    });
    assert.equal(sample(text, 'events_consumed_total', { type: 'academic.student.created.v1' }), 1);
    assert.equal(sample(text, 'events_failed_total', { type: 'academic.student.created.v1' }) ?? 0, 0);
    assert.match(text, /# TYPE events_dead_lettered_total counter/);
  });

  it('reports the outbox backlog and the database pool, read at scrape time', async () => {
    let text = await scrape();
    assert.ok(sample(text, 'outbox_unsent_messages', { service: 'crm' })! >= 0);
    assert.ok(sample(text, 'outbox_oldest_unsent_age_seconds')! >= 0);
    // A row that waits: its age shows (the relay skips rows leased to someone else).
    await crm.query(
      `INSERT INTO outbox_message (message_id, type, envelope, created_at, claimed_by, claimed_until)
       VALUES (gen_random_uuid(), 'test.waiting.v1', '{}'::jsonb, now() - interval '90 seconds', 'metrics-test', now() + interval '1 hour')`,
    );
    text = await scrape();
    assert.ok(sample(text, 'outbox_unsent_messages')! >= 1);
    assert.ok(sample(text, 'outbox_oldest_unsent_age_seconds')! >= 89);
    await crm.query(`DELETE FROM outbox_message WHERE claimed_by = 'metrics-test'`);
    assert.ok(sample(text, 'db_pool_connections')! >= 1);
    assert.ok(sample(text, 'db_pool_idle_connections')! >= 0);
    assert.ok(sample(text, 'db_pool_waiting_clients')! >= 0);
    assert.ok(sample(text, 'db_pool_max_connections')! >= 1);
  });
});
