import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import type { ActivitySnapshotV1, StudentActivity, StudentRow } from '@treina/contracts';
import { activitySnapshot, envelope } from '@treina/contracts/testing';
import type { ApiClient } from '@treina/nest-platform/testing';
import { resetProjections } from '../src/database/data-source.js';
import { type AcademicUnderTest, ADMIN, newStudent, SALES, startAcademic } from './academic-harness.js';

/** Students, detail panel: the student's completed activities, from CRM's crm.activity.*.v1 events. */
describe("students' completed activities (CRM's activity events)", () => {
  let academic: AcademicUnderTest;
  let users: Record<'admin' | 'sales', ApiClient>;
  let rita: number;
  let caio: number;

  beforeAll(async () => {
    academic = await startAcademic();
    users = await academic.sessions({ admin: ADMIN, sales: SALES });
    rita = (await users.sales.post('/api/students', newStudent({ nome_aluno: 'Rita Moura' }))).body[0].id;
    caio = (await users.sales.post('/api/students', newStudent({ nome_aluno: 'Caio Lima' }))).body[0].id;
  });
  afterAll(() => academic.close());

  /** The student's `atividades_realizadas` as GET /api/students answers them (the detail panel's data). */
  async function panelOf(studentId: number): Promise<StudentActivity[]> {
    const answer = await users.sales.get<StudentRow[]>(`/api/students?studentId=${studentId}`);
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    return answer.body[0]!.atividades_realizadas;
  }
  const changed = (activity: ActivitySnapshotV1) => envelope('crm.activity.updated.v1', activity);

  it('shows a concluded activity with its date, type, description, responsible (named by the users projection) and status', async () => {
    const pending = activitySnapshot(101, {
      id_aluno: rita,
      data: '2026-11-18',
      titulo: 'Ligar para a Rita',
      id_usuario: SALES.id_usuario,
      nome_usuario: 'Nome antigo de Vendas',
      id_status_atividade: 1,
      nome_status_atividade: 'Pendente',
    });
    await academic.deliver(envelope('crm.activity.created.v1', pending));
    assert.deepEqual(await panelOf(rita), [], 'Pendente is not a completed activity');

    await academic.deliver(
      changed({ ...pending, titulo: 'Rita confirmou a turma', id_status_atividade: 3, nome_status_atividade: 'Concluído', revision: 2 }),
    );
    assert.deepEqual(await panelOf(rita), [
      {
        id_atividade: 101,
        data: '2026-11-18',
        id_tipo_atividade: 2,
        nome_tipo_atividade: 'Contato com Aluno',
        titulo: 'Rita confirmou a turma',
        id_usuario: SALES.id_usuario,
        nome_usuario: SALES.nome,
        id_status_atividade: 3,
        nome_status_atividade: 'Concluído',
      },
    ]);
  });

  it('ignores a repeated delivery and a late older revision', async () => {
    const before = await panelOf(rita);
    const late = changed(activitySnapshot(101, { id_aluno: rita, titulo: 'Ainda pendente', id_status_atividade: 2, revision: 1 }));
    const concluded = changed(activitySnapshot(101, { id_aluno: rita, titulo: 'Rita confirmou a turma', data: '2026-11-18', revision: 2 }));
    // The same message twice (one id): the inbox takes it once; an older revision loses to the newer one.
    await academic.deliver(late, concluded, concluded);
    assert.deepEqual(await panelOf(rita), before);
  });

  it("names the responsible with the event's name when academic does not know the user, and sorts newest date first", async () => {
    await academic.deliver(
      envelope(
        'crm.activity.created.v1',
        activitySnapshot(102, { id_aluno: caio, data: '2026-10-02', id_usuario: 77, nome_usuario: 'Vera Vendas' }),
      ),
      envelope('crm.activity.created.v1', activitySnapshot(103, { id_aluno: caio, data: '2026-11-20', id_status_atividade: 2 })),
      envelope('crm.activity.created.v1', activitySnapshot(104, { id_aluno: caio, data: '2026-11-21', titulo: 'Retorno' })),
      envelope('crm.activity.created.v1', activitySnapshot(105, { id_aluno: null, data: '2026-11-22' })),
    );
    const activities = await panelOf(caio);
    assert.deepEqual(
      activities.map((activity) => [activity.id_atividade, activity.data]),
      [
        [104, '2026-11-21'],
        [102, '2026-10-02'],
      ],
    );
    assert.equal(activities[1]!.nome_usuario, 'Vera Vendas');
  });

  it('moves an activity with its student, and removes a deleted one for good', async () => {
    await academic.deliver(changed(activitySnapshot(104, { id_aluno: rita, data: '2026-11-21', titulo: 'Retorno', revision: 2 })));
    assert.deepEqual(
      (await panelOf(caio)).map((activity) => activity.id_atividade),
      [102],
    );
    assert.deepEqual(
      (await panelOf(rita)).map((activity) => activity.id_atividade),
      [104, 101],
    );

    await academic.deliver(envelope('crm.activity.deleted.v1', { id_atividade: 104, id_aluno: rita, revision: 3 }));
    // A late update of before the deletion does not bring it back (the projection keeps a tombstone).
    await academic.deliver(changed(activitySnapshot(104, { id_aluno: rita, revision: 2 })));
    assert.deepEqual(
      (await panelOf(rita)).map((activity) => activity.id_atividade),
      [101],
    );
  });

  it('rebuilds the same panel from republished snapshots after reset-projections (replay equals live)', async () => {
    const live = [await panelOf(rita), await panelOf(caio)];
    await resetProjections(academic.dataSource);
    assert.deepEqual(await panelOf(rita), [], 'emptied');
    // What `crm cli.js republish-activities` sends: every existing activity's current state, same revision.
    await academic.deliver(
      envelope(
        'crm.activity.snapshot.v1',
        activitySnapshot(101, {
          id_aluno: rita,
          data: '2026-11-18',
          titulo: 'Rita confirmou a turma',
          id_usuario: SALES.id_usuario,
          nome_usuario: 'Nome antigo de Vendas',
          revision: 2,
        }),
      ),
      envelope(
        'crm.activity.snapshot.v1',
        activitySnapshot(102, { id_aluno: caio, data: '2026-10-02', id_usuario: 77, nome_usuario: 'Vera Vendas' }),
      ),
      envelope('crm.activity.snapshot.v1', activitySnapshot(103, { id_aluno: caio, data: '2026-11-20', id_status_atividade: 2 })),
      envelope('crm.activity.snapshot.v1', activitySnapshot(105, { id_aluno: null, data: '2026-11-22' })),
    );
    assert.deepEqual([await panelOf(rita), await panelOf(caio)], live);
  });
});
