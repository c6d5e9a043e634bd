import assert from 'node:assert/strict';
import { describeReplicasAndReplay } from '@treina/nest-platform/testing';
import { FINANCE } from './finance-harness.js';

describeReplicasAndReplay(FINANCE, {
  title: 'two finance replicas on one queue, and a replay',
  live: {
    name: "applies a shuffled, partly redelivered stream once across both replicas, ending in each enrolment's latest state",
    seed: 42,
    redelivered: 0.2,
    expect(rows, finals) {
      assert.deepEqual(
        rows.map((row) => row.id),
        finals.filter((final) => final.gera_comissao).map((final) => final.id_matricula),
      );
      for (const row of rows) {
        const final = finals[row.id - 1]!;
        assert.equal(row.id_status_inscricao, final.id_status_inscricao, `status of ${row.id}`);
        assert.equal(row.data_hora_pagamento, final.data_hora_pagamento, `payment of ${row.id}`);
        assert.equal(row.data_hora_cancelamento, final.data_hora_cancelamento, `cancellation of ${row.id}`);
      }
    },
  },
  replay: { name: 'rebuilds the same rows from republished snapshots after reset-projections (replay equals live)', seed: 7 },
});
