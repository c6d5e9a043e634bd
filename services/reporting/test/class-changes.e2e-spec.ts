import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { EnrolmentSummary, EventEnvelope } from '@treina/contracts';
import { AcademicStandIn, classSnapshot, envelope, trainingSnapshot } from '@treina/contracts/testing';
import { seeded, shuffle, sleep } from '@treina/nest-platform/testing';
import { type ReportingUnderTest, startReporting } from './reporting-harness.js';

const run = promisify(execFile);
const CLI = fileURLToPath(new URL('../src/cli.js', import.meta.url));

interface TrainingColumns {
  id_matricula: number;
  id_turma: number;
  id_treinamento: number;
  nome_treinamento: string;
}

/** The training every enrolment fact should count under: its class's current one in academic. */
function expectedFacts(world: AcademicStandIn): TrainingColumns[] {
  return [...world.enrolments.values()]
    .map((state) => {
      const { id_turma, id_treinamento, nome_treinamento } = world.classFieldsOf(state.id_turma);
      return { id_matricula: state.id_matricula, id_turma, id_treinamento, nome_treinamento };
    })
    .sort((a, b) => a.id_matricula - b.id_matricula);
}

const at = (day: number) => `2025-03-${String(day).padStart(2, '0')}T15:00:00.000Z`;

describe('enrolment facts follow academic class and training changes', () => {
  let reporting: ReportingUnderTest;
  let admin: string;
  const world = new AcademicStandIn();

  before(async () => {
    reporting = await startReporting();
    admin = await reporting.login({ id_usuario: 1, id_tipo_usuario: 1 });
  });

  after(() => reporting.close());

  const send = (...events: EventEnvelope[]) => reporting.send(...events);
  const summary = async (from: string, to: string): Promise<EnrolmentSummary> => {
    const answer = await reporting.get<EnrolmentSummary>(`/api/reports/enrolments/summary?from=${from}&to=${to}`, admin);
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    return answer.body;
  };
  const facts = async (...ids: number[]): Promise<TrainingColumns[]> =>
    (
      await reporting.pool.query<TrainingColumns>(
        'SELECT id_matricula, id_turma, id_treinamento, nome_treinamento FROM matricula_fato WHERE id_matricula = ANY($1::int[]) ORDER BY id_matricula',
        [ids],
      )
    ).rows;

  it('renames the training and follows a class to another training in byTraining; byMonth keeps its figures', async () => {
    await send(world.training(90, 'Excel Básico'), world.training(91, 'Word'));
    await send(world.class(900, 90), world.class(901, 90), world.class(902, 91));
    const paid = { id_status_inscricao: 3, nome_status_inscricao: 'Pago', data_hora_pagamento: at(20), valor_pago: 700 };
    await send(
      world.enrol(301, 900, { data_hora_inclusao: at(3), ...paid }),
      world.enrol(302, 900, { data_hora_inclusao: at(4) }),
      world.enrol(303, 901, { data_hora_inclusao: at(5), ...paid, valor_pago: 300 }),
      world.enrol(304, 902, { data_hora_inclusao: at(6) }),
    );
    const initial = await summary('2025-03-01', '2025-03-31');
    const byMonth = [{ month: '2025-03', enrolments: 4, cancellations: 0, transfers: 0, revenue: 1000 }];
    assert.deepEqual(initial.byMonth, byMonth);
    assert.deepEqual(initial.byTraining, [
      { id_treinamento: 90, nome_treinamento: 'Excel Básico', enrolments: 3, revenue: 1000 },
      { id_treinamento: 91, nome_treinamento: 'Word', enrolments: 1, revenue: 0 },
    ]);

    // New dates: the figures count enrolment moments, not class dates, so nothing moves.
    await send(world.changeClass(900, { data_inicio: '2025-05-05', data_fim: '2025-05-09' }));
    assert.deepEqual(await summary('2025-03-01', '2025-03-31'), initial);

    // The training's event alone renames it; the class events academic sends with it change nothing more.
    const [renamed, ...classEvents] = world.renameTraining(90, 'Excel Avançado');
    await send(renamed!);
    const afterRename = await summary('2025-03-01', '2025-03-31');
    assert.deepEqual(afterRename.byTraining, [
      { id_treinamento: 90, nome_treinamento: 'Excel Avançado', enrolments: 3, revenue: 1000 },
      { id_treinamento: 91, nome_treinamento: 'Word', enrolments: 1, revenue: 0 },
    ]);
    assert.deepEqual(afterRename.byMonth, byMonth);
    await send(...classEvents);
    assert.deepEqual(await summary('2025-03-01', '2025-03-31'), afterRename);

    // A class moved to another training takes its enrolments (and their revenue) along.
    await send(world.changeClass(901, { id_treinamento: 91 }));
    const afterMove = await summary('2025-03-01', '2025-03-31');
    assert.deepEqual(afterMove.byTraining, [
      { id_treinamento: 90, nome_treinamento: 'Excel Avançado', enrolments: 2, revenue: 700 },
      { id_treinamento: 91, nome_treinamento: 'Word', enrolments: 2, revenue: 300 },
    ]);
    assert.deepEqual(afterMove.byMonth, byMonth);
    assert.deepEqual(await facts(301, 302, 303, 304), expectedFacts(world));
  });

  it('ignores an older or repeated class or training snapshot after a newer one', async () => {
    await send(world.training(92, 'Python'), world.training(96, 'Rust'), world.class(910, 92));
    await send(world.enrol(311, 910, { data_hora_inclusao: '2025-04-02T15:00:00.000Z' }));
    await send(world.changeClass(910, { id_treinamento: 96 }), ...world.renameTraining(96, 'Rust Avançado'));
    const before = await summary('2025-04-01', '2025-04-30');
    assert.deepEqual(before.byTraining, [{ id_treinamento: 96, nome_treinamento: 'Rust Avançado', enrolments: 1, revenue: 0 }]);
    const projected = (await reporting.pool.query('SELECT * FROM turma_projecao WHERE id_turma = 910')).rows;

    await send(
      // Revision 1 again (a late delivery of the creation) and revision 3 again with other data.
      envelope('academic.class.updated.v1', classSnapshot(910, { id_treinamento: 92, nome_treinamento: 'Python', revision: 1 })),
      envelope('academic.class.updated.v1', classSnapshot(910, { id_treinamento: 92, nome_treinamento: 'Outro', revision: 3 })),
      envelope('academic.training.updated.v1', trainingSnapshot(96, { nome_treinamento: 'Rust', revision: 1 })),
      envelope('academic.training.updated.v1', trainingSnapshot(96, { nome_treinamento: 'Outro', revision: 2 })),
    );
    assert.deepEqual(await summary('2025-04-01', '2025-04-30'), before);
    assert.deepEqual((await reporting.pool.query('SELECT * FROM turma_projecao WHERE id_turma = 910')).rows, projected);
  });

  it('keeps the newer training when an enrolment event written before the class change arrives after it', async () => {
    await send(world.training(93, 'SQL'), world.training(94, 'Java'), world.class(920, 93));
    await send(world.enrol(321, 920, { data_hora_inclusao: '2025-06-02T15:00:00.000Z' }));
    // Written before the class moved to Java, so it carries SQL; delivered late.
    const paidBeforeTheMove = world.changeEnrolment(321, {
      id_status_inscricao: 3,
      nome_status_inscricao: 'Pago',
      data_hora_pagamento: '2025-06-10T12:00:00.000Z',
      valor_pago: 450,
    });
    await send(world.changeClass(920, { id_treinamento: 94 }));
    await send(paidBeforeTheMove);
    const figures = await summary('2025-06-01', '2025-06-30');
    assert.deepEqual(figures.byTraining, [{ id_treinamento: 94, nome_treinamento: 'Java', enrolments: 1, revenue: 450 }]);
    assert.deepEqual(
      figures.byStatus.map((row) => [row.id_status_inscricao, row.count]),
      [[3, 1]],
    );
  });

  it("ends under the class event's training when the enrolment event arrives first", async () => {
    await send(world.training(97, 'Kotlin'), world.training(98, 'Swift'), world.class(930, 97));
    const move = world.changeClass(930, { id_treinamento: 98 });
    // Written after the move (carries Swift) and delivered before the class event.
    await send(world.enrol(331, 930, { data_hora_inclusao: '2025-07-02T15:00:00.000Z' }));
    await send(move);
    assert.deepEqual((await summary('2025-07-01', '2025-07-31')).byTraining, [
      { id_treinamento: 98, nome_treinamento: 'Swift', enrolments: 1, revenue: 0 },
    ]);
    assert.deepEqual(
      await facts(331),
      expectedFacts(world).filter((row) => row.id_matricula === 331),
    );
  });
});

describe('class, training and enrolment events shuffled across two reporting replicas, and a replay', () => {
  let reporting: ReportingUnderTest;
  let admin: string;
  const world = new AcademicStandIn();

  before(async () => {
    reporting = await startReporting({ instances: 2 });
    admin = await reporting.login({ id_usuario: 1, id_tipo_usuario: 1 });
  });

  after(() => reporting.close());

  const facts = async () =>
    (
      await reporting.pool.query<TrainingColumns>(
        'SELECT id_matricula, id_turma, id_treinamento, nome_treinamento FROM matricula_fato ORDER BY id_matricula',
      )
    ).rows;
  const summary = async (): Promise<EnrolmentSummary> =>
    (await reporting.get<EnrolmentSummary>('/api/reports/enrolments/summary?from=2026-01-01&to=2026-12-31', admin)).body;

  it("ends with every fact under its class's latest training, whatever the order the events arrive in", async () => {
    const random = seeded(4711);
    const events = world.randomHistory(random);
    const redelivered = events.filter(() => random() < 0.2);
    const stream = shuffle([...events, ...redelivered], random);
    for (let start = 0; start < stream.length; start += 50) await reporting.publish(...stream.slice(start, start + 50));
    await reporting.waitApplied(
      events.map((event) => event.id),
      60_000,
    );
    await sleep(300);
    assert.deepEqual(await facts(), expectedFacts(world));
    // byTraining counts each enrolment once under its class's current training and name.
    const expected = new Map<number, { nome_treinamento: string; enrolments: number }>();
    for (const fact of expectedFacts(world)) {
      const entry = expected.get(fact.id_treinamento) ?? { nome_treinamento: fact.nome_treinamento, enrolments: 0 };
      entry.enrolments += 1;
      expected.set(fact.id_treinamento, entry);
    }
    const byTraining = (await summary()).byTraining;
    assert.deepEqual(
      byTraining
        .map((row) => [row.id_treinamento, row.nome_treinamento, row.enrolments])
        .sort((a, b) => (a[0] as number) - (b[0] as number)),
      [...expected.entries()]
        .map(([id, entry]) => [id, entry.nome_treinamento, entry.enrolments])
        .sort((a, b) => (a[0] as number) - (b[0] as number)),
    );
  });

  it('rebuilds the same facts and figures after reset-projections from snapshots that carry the current class fields (replay equals live)', async () => {
    const live = await summary();
    const liveFacts = (await reporting.pool.query('SELECT * FROM matricula_fato ORDER BY id_matricula')).rows;
    const reset = await run(process.execPath, [CLI, 'reset-projections'], { env: { ...process.env, DATABASE_URL: reporting.db.url } });
    assert.match(reset.stdout, /matricula_fato, turma_projecao, treinamento_projecao emptied/);
    assert.equal((await reporting.pool.query('SELECT count(*)::int AS n FROM treinamento_projecao')).rows[0].n, 0);

    const snapshots = world.snapshots();
    await reporting.publish(...shuffle(snapshots, seeded(3)));
    await reporting.waitApplied(
      snapshots.map((event) => event.id),
      30_000,
    );
    assert.deepEqual((await reporting.pool.query('SELECT * FROM matricula_fato ORDER BY id_matricula')).rows, liveFacts);
    assert.deepEqual(await summary(), live);

    // Class and training events after the replay fill the class projection again and reach the facts.
    const later = [...world.renameTraining(2, 'Curso renomeado após o replay'), world.changeClass(3, { id_treinamento: 4 })];
    await reporting.publish(...later);
    await reporting.waitApplied(later.map((event) => event.id));
    assert.deepEqual(await facts(), expectedFacts(world));
  });
});
