import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { CommissionRow, EventEnvelope } from '@treina/contracts';
import { AcademicStandIn, classSnapshot, envelope, trainingSnapshot } from '@treina/contracts/testing';
import { seeded, shuffle, sleep } from '@treina/nest-platform/testing';
import { type FinanceUnderTest, startFinance } from './finance-harness.js';

const run = promisify(execFile);
const CLI = fileURLToPath(new URL('../src/cli.js', import.meta.url));

interface ClassColumns {
  id_matricula: number;
  id_turma: number;
  id_treinamento: number;
  nome_treinamento: string;
  data_inicio: string;
  data_fim: string;
}

const CLASS_COLUMNS_SQL = `SELECT id_matricula, id_turma, id_treinamento, nome_treinamento,
  to_char(data_inicio, 'YYYY-MM-DD') AS data_inicio, to_char(data_fim, 'YYYY-MM-DD') AS data_fim FROM comissao`;

/** The class columns every commission row should show: its class's current fields in academic. */
function expectedRows(world: AcademicStandIn): ClassColumns[] {
  return [...world.enrolments.values()]
    .filter((state) => state.gera_comissao)
    .map((state) => {
      const { id_turma, id_treinamento, nome_treinamento, data_inicio, data_fim } = world.classFieldsOf(state.id_turma);
      return { id_matricula: state.id_matricula, id_turma, id_treinamento, nome_treinamento, data_inicio, data_fim };
    })
    .sort((a, b) => a.id_matricula - b.id_matricula);
}

describe('commission rows follow academic class and training changes', () => {
  let finance: FinanceUnderTest;
  let admin: string;
  const world = new AcademicStandIn();

  before(async () => {
    finance = await startFinance();
    admin = await finance.login({ id_usuario: 1, id_tipo_usuario: 1 });
  });

  after(() => finance.close());

  const send = (...events: EventEnvelope[]) => finance.send(...events);
  const classColumns = async (...ids: number[]): Promise<ClassColumns[]> =>
    (await finance.pool.query<ClassColumns>(`${CLASS_COLUMNS_SQL} WHERE id_matricula = ANY($1::int[]) ORDER BY id_matricula`, [ids])).rows;
  const shown = async (id: number): Promise<CommissionRow | undefined> =>
    (await finance.get<CommissionRow[]>(`/api/commissions?filter.id=${id}`, admin)).body.find((row) => row.id === id);

  it('moves the dates and renames the training in the existing commission rows of the changed classes only', async () => {
    await send(world.training(90, 'Excel Básico'), world.training(91, 'Word'));
    await send(world.class(900, 90), world.class(901, 90), world.class(902, 91));
    await send(world.enrol(301, 900), world.enrol(302, 900), world.enrol(303, 901), world.enrol(304, 902));
    assert.equal((await shown(301))?.data_inicio, '2026-03-02');

    await send(world.changeClass(900, { data_inicio: '2026-05-04', data_fim: '2026-05-08' }));
    const moved = await shown(301);
    assert.equal(moved?.data_inicio, '2026-05-04');
    assert.equal(moved?.data_fim, '2026-05-08');
    assert.equal((await shown(302))?.data_fim, '2026-05-08');
    assert.equal((await shown(303))?.data_inicio, '2026-03-02', 'another class of the same training keeps its dates');

    // The training's event alone already renames the rows; the class events academic sends with it change nothing more.
    const [renamed, ...classEvents] = world.renameTraining(90, 'Excel Avançado');
    await send(renamed!);
    assert.deepEqual(
      (await classColumns(301, 302, 303, 304)).map((row) => row.nome_treinamento),
      ['Excel Avançado', 'Excel Avançado', 'Excel Avançado', 'Word'],
    );
    await send(...classEvents);
    assert.equal((await shown(303))?.nome_treinamento, 'Excel Avançado');

    // A class moved to another training takes that training and its name.
    await send(world.changeClass(901, { id_treinamento: 91 }));
    assert.deepEqual(await classColumns(303), [
      { id_matricula: 303, id_turma: 901, id_treinamento: 91, nome_treinamento: 'Word', data_inicio: '2026-03-02', data_fim: '2026-03-06' },
    ]);
    assert.deepEqual(await classColumns(301, 302, 303, 304), expectedRows(world));
  });

  it('ignores an older or repeated class or training snapshot after a newer one', async () => {
    await send(world.training(92, 'Python'), world.class(910, 92));
    await send(world.enrol(311, 910));
    const newer = world.changeClass(910, { data_inicio: '2026-06-01', data_fim: '2026-06-05' });
    const [trainingNewer, classNewer] = world.renameTraining(92, 'Python Avançado');
    await send(newer, trainingNewer!, classNewer!);
    const before = await classColumns(311);
    assert.deepEqual(before, [
      {
        id_matricula: 311,
        id_turma: 910,
        id_treinamento: 92,
        nome_treinamento: 'Python Avançado',
        data_inicio: '2026-06-01',
        data_fim: '2026-06-05',
      },
    ]);
    const projected = (await finance.pool.query('SELECT * FROM turma_projecao WHERE id_turma = 910')).rows;

    await send(
      // Revision 1 again (a late delivery of the creation) and revision 2 again with other data.
      envelope('academic.class.updated.v1', classSnapshot(910, { id_treinamento: 92, nome_treinamento: 'Python', revision: 1 })),
      envelope(
        'academic.class.updated.v1',
        classSnapshot(910, {
          id_treinamento: 92,
          nome_treinamento: 'Outro',
          data_inicio: '2027-01-01',
          data_fim: '2027-01-02',
          revision: 2,
        }),
      ),
      envelope('academic.training.updated.v1', trainingSnapshot(92, { nome_treinamento: 'Python', revision: 1 })),
      envelope('academic.training.updated.v1', trainingSnapshot(92, { nome_treinamento: 'Outro', revision: 2 })),
    );
    assert.deepEqual(await classColumns(311), before);
    assert.deepEqual((await finance.pool.query('SELECT * FROM turma_projecao WHERE id_turma = 910')).rows, projected);
    assert.deepEqual(
      (await finance.pool.query('SELECT revision, nome_treinamento FROM treinamento_projecao WHERE id_treinamento = 92')).rows,
      [{ revision: 2, nome_treinamento: 'Python Avançado' }],
    );
  });

  it('keeps the newer class fields when an enrolment event written before the class change arrives after it', async () => {
    await send(world.training(93, 'SQL'), world.class(920, 93));
    await send(world.enrol(321, 920));
    // Written before the class change, so it carries the old dates and name; delivered late.
    const paidBeforeTheChange = world.changeEnrolment(321, {
      id_status_inscricao: 3,
      nome_status_inscricao: 'Pago',
      data_hora_pagamento: '2026-02-10T12:00:00.000Z',
    });
    const classChange = world.changeClass(920, { data_inicio: '2026-07-06', data_fim: '2026-07-10' });
    const [rename, classRename] = world.renameTraining(93, 'SQL Server');
    await send(classChange, rename!, classRename!);
    await send(paidBeforeTheChange);
    const row = await shown(321);
    assert.equal(row?.status_inscricao, 'Pago', "the enrolment's own change applies");
    assert.equal(row?.data_hora_pagamento, '2026-02-10T12:00:00.000Z');
    assert.equal(row?.data_inicio, '2026-07-06', 'the dates are not rolled back');
    assert.equal(row?.nome_treinamento, 'SQL Server', 'the name is not rolled back');
  });

  it('ends with the class fields of the class event when the enrolment event arrives first', async () => {
    await send(world.training(94, 'Java'), world.class(930, 94));
    const classChange = world.changeClass(930, { data_inicio: '2026-08-03', data_fim: '2026-08-07' });
    // Written after the class change (carries the new dates) and delivered before its class event.
    const created = world.enrol(331, 930);
    const paid = world.changeEnrolment(331, {
      id_status_inscricao: 3,
      nome_status_inscricao: 'Pago',
      data_hora_pagamento: '2026-02-11T12:00:00.000Z',
    });
    await send(created);
    await send(classChange);
    assert.equal((await shown(331))?.data_inicio, '2026-08-03', "the class event rewrites the enrolment's row");
    await send(paid);
    assert.deepEqual(
      await classColumns(331),
      expectedRows(world).filter((row) => row.id_matricula === 331),
    );
    assert.equal((await shown(331))?.status_inscricao, 'Pago');

    // A class finance has never heard of: the enrolment event's own fields.
    await send(
      envelope('academic.enrolment.created.v1', {
        ...world.enrolments.get(331)!,
        id_matricula: 332,
        sequence: 1,
        id_turma: 939,
        id_treinamento: 99,
        nome_treinamento: 'Sem turma conhecida',
      }),
    );
    assert.equal((await shown(332))?.nome_treinamento, 'Sem turma conhecida');
  });

  it('marks a deleted class or training and lets no late older event bring it back', async () => {
    await send(world.training(95, 'Go'), world.class(940, 95));
    await send(
      envelope('academic.class.deleted.v1', { id_turma: 940, ids_matricula: [], revision: 2 }),
      envelope('academic.training.deleted.v1', { id_treinamento: 95, revision: 2 }),
    );
    await send(envelope('academic.class.updated.v1', classSnapshot(940, { id_treinamento: 95, nome_treinamento: 'Go', revision: 1 })));
    assert.deepEqual((await finance.pool.query('SELECT revision, excluida FROM turma_projecao WHERE id_turma = 940')).rows, [
      { revision: 2, excluida: true },
    ]);
    assert.deepEqual((await finance.pool.query('SELECT revision, excluido FROM treinamento_projecao WHERE id_treinamento = 95')).rows, [
      { revision: 2, excluido: true },
    ]);
  });
});

describe('class, training and enrolment events shuffled across two finance replicas, and a replay', () => {
  let finance: FinanceUnderTest;
  const world = new AcademicStandIn();

  before(async () => {
    finance = await startFinance({ instances: 2 });
  });

  after(() => finance.close());

  const table = async () => (await finance.pool.query<ClassColumns>(`${CLASS_COLUMNS_SQL} ORDER BY id_matricula`)).rows;

  it("ends with every row in its class's latest fields, whatever the order the events arrive in", async () => {
    const random = seeded(20260);
    const events = world.randomHistory(random);
    const redelivered = events.filter(() => random() < 0.2);
    const stream = shuffle([...events, ...redelivered], random);
    for (let start = 0; start < stream.length; start += 50) await finance.publish(...stream.slice(start, start + 50));
    await finance.waitApplied(
      events.map((event) => event.id),
      60_000,
    );
    await sleep(300);
    assert.deepEqual(await table(), expectedRows(world));
  });

  it('rebuilds the same rows after reset-projections from snapshots that carry the current class fields (replay equals live)', async () => {
    const live = (await finance.pool.query('SELECT * FROM comissao ORDER BY id_matricula')).rows;
    assert.ok(live.length > 0);
    const reset = await run(process.execPath, [CLI, 'reset-projections'], { env: { ...process.env, DATABASE_URL: finance.db.url } });
    assert.match(reset.stdout, /comissao, matricula_estado, turma_projecao, treinamento_projecao emptied/);
    assert.equal((await finance.pool.query('SELECT count(*)::int AS n FROM turma_projecao')).rows[0].n, 0);

    const snapshots = world.snapshots();
    await finance.publish(...shuffle(snapshots, seeded(5)));
    await finance.waitApplied(
      snapshots.map((event) => event.id),
      30_000,
    );
    assert.deepEqual((await finance.pool.query('SELECT * FROM comissao ORDER BY id_matricula')).rows, live);

    // Class and training events after the replay fill the class projection again and reach the rows.
    const later = [
      ...world.renameTraining(2, 'Curso renomeado após o replay'),
      world.changeClass(3, { data_inicio: '2026-12-01', data_fim: '2026-12-04' }),
    ];
    await finance.publish(...later);
    await finance.waitApplied(later.map((event) => event.id));
    assert.deepEqual(await table(), expectedRows(world));
  });
});
