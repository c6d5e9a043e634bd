import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { AcademicStandIn, classSnapshot, envelope } from '@treina/contracts/testing';
import type { EnrolmentSnapshotV1 } from '@treina/contracts';
import { ClassProjection } from '@treina/nest-platform';
import { describeClassChanges, describeClassHistoryAcrossReplicas } from '@treina/nest-platform/testing';
import { DataSource } from 'typeorm';
import { FINANCE, type FinanceUnderTest, startFinance } from './finance-harness.js';

describeClassChanges(FINANCE, {
  title: 'commission rows follow academic class and training changes',
  names: {
    changes: 'moves the dates and renames the training in the existing commission rows of the changed classes only',
    staleSnapshots: 'ignores an older or repeated class or training snapshot after a newer one',
    lateEnrolmentEvent: 'keeps the newer class fields when an enrolment event written before the class change arrives after it',
    earlyEnrolmentEvent: 'ends with the class fields of the class event when the enrolment event arrives first',
  },
});

describeClassHistoryAcrossReplicas(FINANCE, {
  title: 'class, training and enrolment events shuffled across two finance replicas, and a replay',
  live: { name: "ends with every row in its class's latest fields, whatever the order the events arrive in", seed: 20260 },
  replay: {
    name: 'rebuilds the same rows after reset-projections from snapshots that carry the current class fields (replay equals live)',
    seed: 5,
  },
});

// Only the class projection's own tables: a test of the platform's ClassProjection, here until the platform's tests hold it.
describe("finance's class projection", () => {
  let finance: FinanceUnderTest;
  const world = new AcademicStandIn();

  beforeAll(async () => {
    finance = await startFinance();
  });

  afterAll(() => finance.close());

  it('marks a deleted class or training and lets no late older event bring it back', async () => {
    await finance.send(world.training(95, 'Go'), world.class(940, 95));
    await finance.send(
      envelope('academic.class.deleted.v1', { id_turma: 940, ids_matricula: [], revision: 2 }),
      envelope('academic.training.deleted.v1', { id_treinamento: 95, revision: 2 }),
    );
    await finance.send(
      envelope('academic.class.updated.v1', classSnapshot(940, { id_treinamento: 95, nome_treinamento: 'Go', revision: 1 })),
    );
    assert.deepEqual((await finance.pool.query('SELECT revision, excluida FROM turma_projecao WHERE id_turma = 940')).rows, [
      { revision: 2, excluida: true },
    ]);
    assert.deepEqual((await finance.pool.query('SELECT revision, excluido FROM treinamento_projecao WHERE id_treinamento = 95')).rows, [
      { revision: 2, excluido: true },
    ]);
  });

  it('reads a class again in the transaction that applied a class event to it (a batch of mixed events)', async () => {
    await finance.send(world.training(96, 'Antes'), world.training(97, 'Depois'), world.class(960, 96));
    const enrolment = world.enrol(9600, 960).payload as EnrolmentSnapshotV1;
    const projection = finance.apps[0]!.get(ClassProjection);
    const moved = world.changeClass(960, { id_treinamento: 97, data_inicio: '2026-09-01' }).payload as Parameters<
      typeof projection.applyClass
    >[1];
    const [before, again, after] = await finance.apps[0]!.get(DataSource).transaction(async (manager) => [
      await projection.fieldsForEnrolment(manager, enrolment),
      await projection.fieldsForEnrolment(manager, enrolment),
      await projection.applyClass(manager, moved).then(() => projection.fieldsForEnrolment(manager, enrolment)),
    ]);
    assert.equal(before.nome_treinamento, 'Antes');
    assert.deepEqual(again, before);
    assert.deepEqual(
      { id_treinamento: after.id_treinamento, nome_treinamento: after.nome_treinamento, data_inicio: after.data_inicio },
      { id_treinamento: 97, nome_treinamento: 'Depois', data_inicio: '2026-09-01' },
    );
  });
});
