import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import type { ActivityRow, CustomerRow, ServiceRow } from '@treina/contracts';
import { waitFor } from '@treina/nest-platform/testing';
import { DemoSeeder } from '../src/seed/demo-seed.module.js';
import { ADMIN, type CrmUnderTest, startCrm } from './crm-harness.js';

const DEMO = [
  { id_usuario: 101, nome: 'Administrador Demo', id_tipo_usuario: 1, email: 'admin@treina.dev' },
  { id_usuario: 102, nome: 'Vendas Demo', id_tipo_usuario: 3, email: 'vendas@treina.dev' },
  { id_usuario: 103, nome: 'Consultor Demo', id_tipo_usuario: 5, email: 'consultor@treina.dev' },
  { id_usuario: 104, nome: 'Instrutor Demo', id_tipo_usuario: 4, email: 'instrutor@treina.dev' },
];

describe('demo data (DEMO_SEED=true)', () => {
  let crm: CrmUnderTest;

  beforeAll(async () => {
    crm = await startCrm({ demoSeed: true, users: [ADMIN] });
  });
  afterAll(() => crm.close());

  const count = async (table: string) => Number((await crm.query(`SELECT COUNT(*) AS n FROM ${table}`))[0].n);

  it('seeds valid customers and their services at start, before any user exists', async () => {
    const admin = await crm.as(ADMIN);
    const customers = (await admin.get<CustomerRow[]>('/api/customer')).body;
    assert.equal(customers.length, 5);
    assert.deepEqual(
      customers.map((row) => row.tipo_pessoa),
      ['Jurídica', 'Jurídica', 'Jurídica', 'Física', 'Física'],
    );
    const services = (await admin.get<ServiceRow[]>('/api/services')).body;
    assert.equal(services.length, 6);
    assert.ok(services.every((row) => row.nome_cliente && row.data_fim > row.data_inicio));
    assert.equal(await count('atividade'), 0);
  });

  it("seeds the demo users' activities once identity's events bring them, and contacts once students exist", async () => {
    for (const user of DEMO) {
      await crm.putUser({ ...user, permissions: user.id_tipo_usuario === 1 ? ADMIN.permissions : ['activities'] }, { email: user.email });
    }
    await waitFor('atividades de demonstração', async () => (await count('atividade')) === 6);
    const admin = await crm.as(ADMIN);
    const rows = (await admin.get<ActivityRow[]>('/api/activities')).body;
    assert.deepEqual([...new Set(rows.map((row) => row.nome_usuario))].sort(), ['Administrador Demo', 'Consultor Demo', 'Instrutor Demo']);
    const sales = await crm.as({ ...DEMO.find((user) => user.id_tipo_usuario === 3)!, permissions: ['activities'] });
    assert.deepEqual(
      (await sales.get<ActivityRow[]>('/api/activities')).body,
      [],
      'nothing of type 2 yet: the Vendas user owns none of the others',
    );
    const consultant = rows.filter((row) => row.id_usuario === 103);
    assert.ok(
      consultant.every((row) => row.id_tipo_atividade === 1 && row.id_status_atividade === 3),
      'the consultant may create a new one',
    );
    assert.ok(rows.some((row) => row.tempo_gasto === 12600));
    await crm.putStudent({ id_aluno: 900, nome_aluno: 'Aluna Demo', revision: 1 });
    await waitFor('contatos de demonstração', async () => (await count('atividade')) === 7);
    const contacts = (await admin.get<ActivityRow[]>('/api/activities?sales=true')).body;
    assert.deepEqual(
      contacts.map((row) => [row.nome_usuario, row.nome_aluno]),
      [['Vendas Demo', 'Aluna Demo']],
    );
    // The seed's activities reach academic like any other: one crm.activity.created.v1 each, the contact with its student.
    const created = await crm.query<{ id_aluno: number | null; status: number }>(
      `SELECT (envelope->'payload'->>'id_aluno')::int AS id_aluno, (envelope->'payload'->>'id_status_atividade')::int AS status
         FROM outbox_message WHERE type = 'crm.activity.created.v1' ORDER BY id`,
    );
    assert.equal(created.length, 7);
    assert.deepEqual(created[6], { id_aluno: 900, status: 3 });
  });

  it('changes nothing when it runs again (a second start)', async () => {
    const before = [await count('cliente'), await count('servico'), await count('atividade'), await count('subtarefa')];
    const seeder = crm.app.get(DemoSeeder);
    assert.equal(await seeder.seedCustomers(), false);
    assert.equal(await seeder.seedWhenReady(), true);
    await crm.putStudent({ id_aluno: 901, revision: 1 });
    assert.equal(await seeder.seedWhenReady(), true);
    assert.deepEqual([await count('cliente'), await count('servico'), await count('atividade'), await count('subtarefa')], before);
  });
});
