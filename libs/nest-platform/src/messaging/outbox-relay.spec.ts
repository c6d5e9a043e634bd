import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import type { EventEnvelope } from '@treina/contracts';
import { leaseDurationMs, relayBackoffMs, sortOutcome, type ClaimedRow } from './outbox-relay.js';

const row = (id: string): ClaimedRow => ({ id, envelope: { id: `message-${id}` } as EventEnvelope });

describe('outbox relay', () => {
  it('sorts a batch into confirmed and failed ids, keeping the last failure message', () => {
    const rows = ['1', '2', '3', '4'].map(row);
    const outcome = sortOutcome(rows, [
      { status: 'fulfilled', value: undefined },
      { status: 'rejected', reason: new Error('timeout') },
      { status: 'fulfilled', value: undefined },
      { status: 'rejected', reason: new Error('Channel closed') },
    ]);
    assert.deepEqual(outcome, { published: ['1', '3'], failed: ['2', '4'], lastError: 'Channel closed' });
  });

  it('reports no failure when the broker confirmed everything', () => {
    const outcome = sortOutcome(['7', '8'].map(row), [
      { status: 'fulfilled', value: true },
      { status: 'fulfilled', value: true },
    ]);
    assert.deepEqual(outcome, { published: ['7', '8'], failed: [], lastError: undefined });
  });

  it('describes a rejection that is not an Error', () => {
    const outcome = sortOutcome([row('1')], [{ status: 'rejected', reason: 'nack' }]);
    assert.deepEqual(outcome.failed, ['1']);
    assert.equal(outcome.lastError, 'nack');
  });

  it('doubles the wait from the poll interval per failed round, up to the cap', () => {
    assert.deepEqual(
      [0, 1, 2, 3, 4, 5, 6].map((failures) => relayBackoffMs(failures, 1000, 30_000)),
      [1000, 2000, 4000, 8000, 16_000, 30_000, 30_000],
    );
    assert.equal(relayBackoffMs(50, 1, Number.MAX_SAFE_INTEGER), 1024, 'the exponent stops growing after 10 failures');
  });

  it('leases rows for longer than a publish may wait for its confirm', () => {
    for (const publishTimeoutMs of [1, 1000, 10_000, 60_000]) {
      const lease = leaseDurationMs(publishTimeoutMs);
      assert.ok(lease >= publishTimeoutMs + 15_000, `lease ${lease} ms for a publish timeout of ${publishTimeoutMs} ms`);
    }
  });
});
