import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import type { CustomerRow, ServiceRow } from '@treina/contracts';
import type { ApiClient } from '@treina/nest-platform/testing';
import { ADMIN, CONSULTANT, type CrmUnderTest, NOBODY, SALES, startCrm } from './crm-harness.js';

const INVALID_DOCUMENT = 'Documento inválido: informe um CPF (11 dígitos) ou CNPJ (14 dígitos) válido.';

describe('customers and their contracted services', () => {
  let crm: CrmUnderTest;
  let admin: ApiClient;

  beforeAll(async () => {
    crm = await startCrm();
    admin = await crm.as(ADMIN);
  });
  afterAll(() => crm.close());

  async function customer(nome_razao: string, documento: string, endereco = 'Rua A, 1'): Promise<CustomerRow> {
    const answer = await admin.post<CustomerRow[]>('/api/customer', { nome_razao, documento, endereco });
    assert.equal(answer.status, 201, JSON.stringify(answer.body));
    return answer.body[0]!;
  }

  async function service(body: Record<string, unknown>): Promise<ServiceRow> {
    const answer = await admin.post<ServiceRow[]>('/api/services', body);
    assert.equal(answer.status, 201, JSON.stringify(answer.body));
    return answer.body[0]!;
  }

  describe('customers', () => {
    it('stores a masked CPF as digits, a Física customer, and answers a list', async () => {
      const answer = await admin.post<CustomerRow[]>('/api/customer', {
        nome_razao: 'Maria Souza',
        documento: '529.982.247-25',
        endereco: 'Rua das Flores, 12',
      });
      assert.equal(answer.status, 201);
      assert.deepEqual(answer.body, [
        {
          id: answer.body[0]!.id,
          nome_razao: 'Maria Souza',
          documento: '52998224725',
          tipo_pessoa: 'Física',
          endereco: 'Rua das Flores, 12',
        },
      ]);
    });

    it('stores a CNPJ as a Jurídica customer', async () => {
      const row = await customer('Alfa Tecnologia Ltda', '11.222.333/0001-81');
      assert.equal(row.documento, '11222333000181');
      assert.equal(row.tipo_pessoa, 'Jurídica');
      const plain = await customer('Beta S.A.', '11444777000161');
      assert.equal(plain.tipo_pessoa, 'Jurídica');
    });

    it('refuses documents that are not a valid CPF or CNPJ (400)', async () => {
      for (const documento of [
        '529.982.247-24',
        '111.111.111-11',
        '123',
        '11.222.333/0001-82',
        '00.000.000/0000-00',
        'abc.def.ghi-jk',
        '5299822472512',
      ]) {
        const answer = await admin.post('/api/customer', { nome_razao: 'X', documento });
        assert.equal(answer.status, 400, documento);
        assert.equal(answer.body.statusMsg, INVALID_DOCUMENT);
        assert.equal(answer.body.errors[0].field, 'documento');
      }
    });

    it('refuses a document another customer has (409), whatever the mask', async () => {
      await customer('Primeiro', '111.444.777-35');
      const duplicate = await admin.post('/api/customer', { nome_razao: 'Segundo', documento: '11144477735' });
      assert.equal(duplicate.status, 409);
      assert.equal(duplicate.body.statusMsg, 'Já existe um cliente com este documento.');
    });

    it('updates nome_razao, documento (tipo_pessoa follows) and endereco', async () => {
      const row = await customer('Mudança', '123.456.789-09');
      const answer = await admin.patch(`/api/customer/${row.id}`, {
        nome_razao: 'Mudança Ltda',
        documento: '45.317.892/0001-97',
        endereco: 'Av. Nova, 2',
      });
      assert.equal(answer.status, 200);
      assert.equal(answer.body.status, true);
      assert.deepEqual(answer.body.customer, {
        id: row.id,
        nome_razao: 'Mudança Ltda',
        documento: '45317892000197',
        tipo_pessoa: 'Jurídica',
        endereco: 'Av. Nova, 2',
      });
      assert.equal((await admin.patch(`/api/customer/${row.id}`, { documento: '529.982.247-25' })).status, 409);
      assert.equal(
        (await admin.patch(`/api/customer/${row.id}`, { documento: '45317892000197' })).status,
        200,
        'its own document is no conflict',
      );
      assert.equal((await admin.patch(`/api/customer/${row.id}`, { documento: '1234' })).status, 400);
      assert.equal((await admin.patch('/api/customer/999999', { nome_razao: 'X' })).status, 404);
    });

    it('lists by id ascending, pages and searches', async () => {
      const all = await admin.get<CustomerRow[]>('/api/customer');
      const ids = all.body.map((row) => row.id);
      assert.deepEqual(
        ids,
        [...ids].sort((a, b) => a - b),
      );
      assert.equal(all.headers.get('x-total-count'), String(ids.length));
      const page = await admin.get<CustomerRow[]>('/api/customer?page=1&pageSize=2&sort=-id');
      assert.deepEqual(
        page.body.map((row) => row.id),
        [...ids].reverse().slice(0, 2),
      );
      assert.equal(page.headers.get('x-total-count'), String(ids.length));
      const found = await admin.get<CustomerRow[]>('/api/customer?q=alfa');
      assert.deepEqual(
        found.body.map((row) => row.nome_razao),
        ['Alfa Tecnologia Ltda'],
      );
      // The document is kept as bare digits: typed without its punctuation (or part of it) it finds the customer.
      const alfa = found.body[0]!;
      for (const typed of [alfa.documento, alfa.documento.slice(0, 8)]) {
        const byDocument = await admin.get<CustomerRow[]>(`/api/customer?q=${typed}`);
        assert.ok(
          byDocument.body.some((row) => row.id === alfa.id),
          `${typed}: ${JSON.stringify(byDocument.body)}`,
        );
      }
      const juridica = await admin.get<CustomerRow[]>('/api/customer?filter.tipo_pessoa=juridica');
      assert.ok(juridica.body.length >= 2 && juridica.body.every((row) => row.tipo_pessoa === 'Jurídica'));
    });

    it('refuses to delete a customer with services (409) and deletes one without', async () => {
      const busy = await customer('Com Serviço', '987.654.321-00');
      const free = await customer('Sem Serviço', '390.533.447-05');
      await service({ id_cliente: busy.id, id_tipo_servico: 1 });
      const refused = await admin.delete(`/api/customer?customersIds=${free.id},${busy.id}`);
      assert.equal(refused.status, 409);
      assert.equal(
        refused.body.statusMsg,
        "O cliente 'Com Serviço' possui 1 serviço(s) contratado(s) e não pode ser excluído. Exclua os serviços primeiro.",
      );
      const deleted = await admin.delete(`/api/customer?customersIds=${free.id}`);
      assert.deepEqual(deleted.body, { status: true });
      assert.equal((await admin.delete(`/api/customer?customersIds=${free.id}`)).status, 404);
    });

    it('answers bad bodies with a 400 naming the field', async () => {
      for (const [body, message] of [
        [{ documento: '52998224725' }, "O campo 'nome_razao' é obrigatório."],
        [{ nome_razao: 'X' }, "O campo 'documento' é obrigatório."],
        [{ nome_razao: 'X', documento: 52998224725 }, "O campo 'documento' deve ser um texto."],
        [{ nome_razao: 'X', documento: '52998224725', tipo_pessoa: 'Física' }, "O campo 'tipo_pessoa' não é permitido."],
        [{ nome_razao: 'X'.repeat(201), documento: '52998224725' }, "O campo 'nome_razao' deve ter no máximo 200 caracteres."],
      ] as Array<[unknown, string]>) {
        const answer = await admin.post('/api/customer', body);
        assert.equal(answer.status, 400, JSON.stringify(body));
        assert.equal(answer.body.statusMsg, message);
      }
    });
  });

  describe('services', () => {
    let alfa: CustomerRow;
    let beta: CustomerRow;

    beforeAll(async () => {
      alfa = await customer('Serviços Alfa', '00.000.000/0001-91');
      beta = await customer('Serviços Beta', '45.997.418/0001-53');
    });

    it('creates a service with its customer and type names, answering a list', async () => {
      const answer = await admin.post<ServiceRow[]>('/api/services', {
        id_cliente: alfa.id,
        id_tipo_servico: 2,
        data_inicio: '2026-01-10',
        data_fim: '10/01/2027',
      });
      assert.equal(answer.status, 201);
      assert.deepEqual(answer.body, [
        {
          id: answer.body[0]!.id,
          id_cliente: alfa.id,
          nome_cliente: 'Serviços Alfa',
          id_tipo_servico: 2,
          nome_tipo_servico: 'Treinamento In Company',
          data_inicio: '2026-01-10',
          data_fim: '2027-01-10',
        },
      ]);
    });

    it('defaults to today for one year', async () => {
      const row = await service({ id_cliente: beta.id, id_tipo_servico: 1 });
      const [year, month, day] = row.data_inicio.split('-');
      assert.equal(row.data_fim, `${Number(year) + 1}-${month}-${day}`);
      const single = await service({ id_cliente: beta.id, id_tipo_servico: 1, data_inicio: '2024-02-29' });
      assert.equal(single.data_fim, '2025-02-28');
    });

    it('refuses an end date before the start date (400), also when a change would make it so', async () => {
      const refused = await admin.post('/api/services', {
        id_cliente: alfa.id,
        id_tipo_servico: 1,
        data_inicio: '2026-05-10',
        data_fim: '2026-05-09',
      });
      assert.equal(refused.status, 400);
      assert.equal(refused.body.statusMsg, 'A data final do serviço não pode ser anterior à data inicial.');
      const sameDay = await service({ id_cliente: alfa.id, id_tipo_servico: 1, data_inicio: '2026-05-10', data_fim: '2026-05-10' });
      assert.equal((await admin.patch(`/api/services/${sameDay.id}`, { data_inicio: '2026-05-11' })).status, 400);
      const moved = await admin.patch(`/api/services/${sameDay.id}`, {
        data_inicio: '2026-06-01',
        data_fim: '2026-12-31',
        id_tipo_servico: 3,
      });
      assert.equal(moved.status, 200);
      assert.equal(moved.body.status, true);
      assert.deepEqual(
        [moved.body.service.data_inicio, moved.body.service.data_fim, moved.body.service.nome_tipo_servico],
        ['2026-06-01', '2026-12-31', 'Suporte'],
      );
    });

    it('needs an existing customer and service type (400), and an existing service to change (404)', async () => {
      const noCustomer = await admin.post('/api/services', { id_cliente: 999999, id_tipo_servico: 1 });
      assert.equal(noCustomer.status, 400);
      assert.equal(noCustomer.body.statusMsg, 'Cliente não encontrado.');
      const noType = await admin.post('/api/services', { id_cliente: alfa.id, id_tipo_servico: 99 });
      assert.equal(noType.status, 400);
      assert.equal(noType.body.statusMsg, 'Tipo de serviço inválido.');
      assert.equal((await admin.patch('/api/services/999999', { id_tipo_servico: 1 })).status, 404);
      for (const body of [
        { id_cliente: 'um', id_tipo_servico: 1 },
        { id_cliente: alfa.id },
        { id_cliente: alfa.id, id_tipo_servico: 1, data_fim: '31/02/2026' },
      ]) {
        assert.equal((await admin.post('/api/services', body)).status, 400, JSON.stringify(body));
      }
    });

    it('lists by end date, latest first; filters start on or after and end on or before', async () => {
      const rows = [
        await service({ id_cliente: beta.id, id_tipo_servico: 4, data_inicio: '2030-01-01', data_fim: '2030-03-31' }),
        await service({ id_cliente: beta.id, id_tipo_servico: 4, data_inicio: '2030-02-01', data_fim: '2030-12-31' }),
        await service({ id_cliente: beta.id, id_tipo_servico: 4, data_inicio: '2030-03-01', data_fim: '2030-06-30' }),
      ];
      const all = await admin.get<ServiceRow[]>('/api/services');
      const ends = all.body.map((row) => row.data_fim);
      assert.deepEqual(ends, [...ends].sort().reverse());
      const window = await admin.get<ServiceRow[]>('/api/services?data_inicio_de=2030-02-01&data_fim_ate=30/06/2030');
      assert.deepEqual(
        window.body.map((row) => row.id),
        [rows[2]!.id],
      );
      assert.equal(window.headers.get('x-total-count'), '1');
      const from = await admin.get<ServiceRow[]>('/api/services?data_inicio_de=2030-01-01&page=1&pageSize=2');
      assert.deepEqual(
        from.body.map((row) => row.id),
        [rows[1]!.id, rows[2]!.id],
      );
      assert.equal(from.headers.get('x-total-count'), '3');
      const byType = await admin.get<ServiceRow[]>('/api/services?q=aberto');
      assert.equal(byType.body.length, 3);
      const byCustomer = await admin.get<ServiceRow[]>(`/api/services?filter.id_cliente=${alfa.id}`);
      assert.ok(byCustomer.body.every((row) => row.nome_cliente === 'Serviços Alfa'));
      assert.equal((await admin.get('/api/services?data_inicio_de=amanha')).status, 400);
      assert.equal((await admin.get('/api/services?sort=valor')).status, 400);
    });

    it('deletes services, all or nothing', async () => {
      const row = await service({ id_cliente: alfa.id, id_tipo_servico: 1 });
      assert.equal((await admin.delete(`/api/services?servicesIds=${row.id},999999`)).status, 404);
      assert.deepEqual((await admin.delete(`/api/services?servicesIds=${row.id}`)).body, { status: true });
      assert.equal((await admin.delete('/api/services?servicesIds=x')).status, 400);
    });
  });

  it('opens the lists to view permissions and changes to create/update/delete ones', async () => {
    const consultant = await crm.as(CONSULTANT);
    assert.equal((await consultant.get('/api/customer')).status, 200);
    assert.equal((await consultant.get('/api/services')).status, 200);
    assert.equal((await consultant.post('/api/customer', { nome_razao: 'X', documento: '52998224725' })).status, 403);
    assert.equal((await consultant.post('/api/services', { id_cliente: 1, id_tipo_servico: 1 })).status, 403);
    const sales = await crm.as(SALES);
    assert.equal((await sales.delete('/api/customer?customersIds=1')).status, 403);
    assert.equal((await sales.delete('/api/services?servicesIds=1')).status, 403);
    const servicesOnly = { id_usuario: 41, nome: 'Só Serviços', id_tipo_usuario: 2, permissions: ['services'] };
    await crm.putUser(servicesOnly);
    assert.equal((await (await crm.as(servicesOnly)).get('/api/customer')).status, 200, 'the services form loads customers');
    const nobody = await crm.as(NOBODY);
    for (const path of ['/api/customer', '/api/services']) assert.equal((await nobody.get(path)).status, 403);
    assert.equal((await (await crm.as()).get('/api/customer')).status, 401);
  });
});
