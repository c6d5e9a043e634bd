import assert from 'node:assert/strict';
import { describeReplicasAndReplay } from '@treina/nest-platform/testing';
import { REPORTING } from './reporting-harness.js';

describeReplicasAndReplay(REPORTING, {
  title: 'two reporting replicas on one queue, and a replay',
  live: {
    name: 'counts a shuffled, partly redelivered stream once across both replicas',
    seed: 2026,
    redelivered: 0.25,
    expect(figures, finals) {
      assert.equal(figures.total, finals.length);
      const expectedStatuses = new Map<number, number>();
      for (const final of finals)
        expectedStatuses.set(final.id_status_inscricao, (expectedStatuses.get(final.id_status_inscricao) ?? 0) + 1);
      assert.deepEqual(
        figures.byStatus.map((row) => [row.id_status_inscricao, row.count]),
        [...expectedStatuses.entries()].sort((a, b) => a[0] - b[0]),
      );
      const expectedRevenue = finals
        .filter((final) => [3, 8].includes(final.id_status_inscricao))
        .reduce((sum, final) => sum + (final.valor_pago ?? 0), 0);
      assert.equal(
        figures.byMonth.reduce((sum, month) => sum + month.revenue, 0),
        expectedRevenue,
      );
      assert.equal(
        figures.byMonth.reduce((sum, month) => sum + month.cancellations, 0),
        finals.filter((final) => [4, 5].includes(final.id_status_inscricao)).length,
      );
    },
  },
  replay: { name: 'rebuilds the same figures from republished snapshots after reset-projections (replay equals live)', seed: 9 },
});
