import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { requestQueueOf, type StudentDataExport } from '@treina/contracts';
import type { ApiClient } from '@treina/nest-platform/testing';
import amqp, { type Channel, type ChannelModel } from 'amqplib';
import { type AcademicUnderTest, ADMIN, AMQP_URL, fileForm, newStudent, PDF_BYTES, SALES, startAcademic } from './academic-harness.js';

/** How a stub service answers its section: a JSON object, an error, or never (until the test ends). */
type StubMode = 'answer' | 'fail' | 'hang';

/** A service answering its privacy-section requests on the bus as the test says, recording what it was asked. */
interface StubService {
  mode: StubMode;
  requests: Array<{ type: string; body: unknown }>;
  /** Stops listening, as a service that is down: its request queue goes with its last consumer. */
  stop(): Promise<void>;
}

async function stubService(connection: ChannelModel, section: string, queuePrefix: string): Promise<StubService> {
  const channel: Channel = await connection.createChannel();
  const queue = requestQueueOf(section, queuePrefix);
  await channel.assertQueue(queue, { durable: false, autoDelete: true });
  const stub: StubService = { mode: 'answer', requests: [], stop: async () => undefined };
  const { consumerTag } = await channel.consume(queue, (message) => {
    if (!message) return;
    const type = String(message.properties.type);
    stub.requests.push({ type, body: JSON.parse(message.content.toString()) });
    channel.ack(message);
    if (stub.mode === 'hang') return;
    const reply = stub.mode === 'fail' ? { err: 'falhou' } : { response: { origem: section, tipo: type } };
    channel.sendToQueue(message.properties.replyTo as string, Buffer.from(JSON.stringify(reply)), {
      correlationId: message.properties.correlationId as string,
    });
  });
  stub.stop = async () => {
    await channel.cancel(consumerTag).catch(() => undefined);
    await channel.close().catch(() => undefined);
  };
  return stub;
}

const SECTIONS = ['crm', 'finance', 'reporting', 'identity', 'assessment'] as const;
const UNAVAILABLE = 'Não foi possível reunir os dados de todos os serviços: tente novamente em instantes.';

describe('marketing-contact consent and the data subject report (LGPD)', () => {
  let academic: AcademicUnderTest;
  let users: Record<'admin' | 'sales', ApiClient>;
  let connection: ChannelModel;
  const stubs = {} as Record<(typeof SECTIONS)[number], StubService>;
  let training: number;

  beforeAll(async () => {
    academic = await startAcademic({ env: { PRIVACY_EXPORT_TIMEOUT_MS: '800' } });
    connection = await amqp.connect(AMQP_URL);
    // The harness gave academic its own bus names: the stubs answer on the same ones.
    for (const section of SECTIONS) stubs[section] = await stubService(connection, section, process.env.QUEUE_PREFIX ?? '');
    users = await academic.sessions({ admin: ADMIN, sales: SALES });
    training = (await users.admin.post('/api/trainings', { nome_treinamento: 'Preparatório CPA-20', id_status_treinamento: 1 })).body[0].id;
  });
  afterAll(async () => {
    await academic?.close();
    for (const stub of Object.values(stubs)) await stub.stop();
    await connection?.close().catch(() => undefined);
  });

  describe('consent', () => {
    it('asks how a yes was given, and refuses an unknown way, in Portuguese', async () => {
      const withoutHow = await users.sales.post('/api/students', newStudent({ consentimento_marketing: true }));
      assert.equal(withoutHow.status, 400);
      assert.match(withoutHow.body.statusMsg, /como o consentimento/i);
      const unknownHow = await users.sales.post(
        '/api/students',
        newStudent({ consentimento_marketing: true, consentimento_marketing_como: 'Pombo-correio' }),
      );
      assert.equal(unknownHow.status, 400);
      assert.match(JSON.stringify(unknownHow.body), /Formulário, E-mail, Telefone, Presencial, Outro/);
      const notBoolean = await users.sales.post('/api/students', newStudent({ consentimento_marketing: 'sim' }));
      assert.equal(notBoolean.status, 400);
    });

    it('records when the answer changes (server time; the client cannot set it) and keeps it otherwise', async () => {
      const before = Date.now();
      const created = await users.sales.post(
        '/api/students',
        newStudent({
          consentimento_marketing: true,
          consentimento_marketing_como: 'Formulário',
          consentimento_marketing_em: '2001-01-01T00:00:00Z',
        }),
      );
      assert.equal(created.status, 200, JSON.stringify(created.body));
      const row = created.body[0];
      assert.equal(row.consentimento_marketing, true);
      assert.equal(row.consentimento_marketing_como, 'Formulário');
      const given = new Date(row.consentimento_marketing_em).getTime();
      assert.ok(given >= before - 1000 && given <= Date.now() + 1000, row.consentimento_marketing_em);

      const renamed = await users.sales.patch(`/api/students/${row.id}`, { nome_aluno: 'Outro Nome', consentimento_marketing: true });
      assert.equal(renamed.status, 200, JSON.stringify(renamed.body));
      assert.equal(renamed.body.consentimento_marketing_em, row.consentimento_marketing_em);

      const revoked = await users.sales.patch(`/api/students/${row.id}`, {
        consentimento_marketing: false,
        consentimento_marketing_como: 'E-mail',
      });
      assert.equal(revoked.status, 200, JSON.stringify(revoked.body));
      assert.equal(revoked.body.consentimento_marketing, false);
      assert.equal(revoked.body.consentimento_marketing_como, 'E-mail');
      assert.ok(new Date(revoked.body.consentimento_marketing_em).getTime() > given);

      const lead = await users.sales.post('/api/students', newStudent());
      assert.equal(lead.body[0].consentimento_marketing, false);
      assert.equal(lead.body[0].consentimento_marketing_em, null);
      assert.equal(lead.body[0].consentimento_marketing_como, null);

      const listed = await users.sales.get(`/api/students?studentId=${row.id}`);
      assert.equal(listed.body[0].consentimento_marketing_como, 'E-mail');
    });

    it("is in the student's history like the other fields", async () => {
      const created = await users.admin.post('/api/students', newStudent());
      const id = created.body[0].id;
      await users.admin.patch(`/api/students/${id}`, { consentimento_marketing: true, consentimento_marketing_como: 'Telefone' });
      const history = await users.admin.get(`/api/students/${id}/history`);
      assert.equal(history.status, 200);
      const change = history.body[0].alteracoes as Array<{ campo: string; de: unknown; para: unknown }>;
      assert.deepEqual(
        change.filter((item) => item.campo !== 'consentimento_marketing_em'),
        [
          { campo: 'consentimento_marketing', de: false, para: true },
          { campo: 'consentimento_marketing_como', de: null, para: 'Telefone' },
        ],
      );
      const when = change.find((item) => item.campo === 'consentimento_marketing_em');
      assert.equal(when?.de, null);
      assert.equal(typeof when?.para, 'string');
    });
  });

  describe('GET /api/privacy/students/{id}/export', () => {
    it("answers academic's section and every other service's, asked over the bus", async () => {
      const student = (
        await users.admin.post(
          '/api/students',
          newStudent({
            nome_aluno: 'Titular da Exportação',
            cpf: '529.982.247-25',
            consentimento_marketing: true,
            consentimento_marketing_como: 'Presencial',
            interesses: [training],
          }),
        )
      ).body[0];
      const enrolled = await users.admin.post('/api/classes', {
        id_treinamento: training,
        data_inicio: '2026-06-01',
        data_fim: '2026-06-05',
        id_periodo_turma: 2,
        id_status_turma: 1,
        alunos: [{ id_aluno: student.id, id_inscricao: 3, id_forma_pagto: 3, valor_pago: 1490, cod_pagto: 'PIX-9', gera_comissao: true }],
      });
      assert.equal(enrolled.status, 201, JSON.stringify(enrolled.body));
      const [firstSession] = (await users.admin.get(`/api/classes/${enrolled.body[0].id}/sessions`)).body;
      const marked = await users.admin.put(`/api/sessions/${firstSession.id}/attendance`, [{ id_aluno: student.id, presenca: 'T' }]);
      assert.equal(marked.status, 200, JSON.stringify(marked.body));
      const uploaded = await users.admin.upload(
        '/api/students/uploadS3',
        fileForm({ studentId: String(student.id) }, [{ name: 'RG frente.pdf', type: 'application/pdf', bytes: PDF_BYTES }]),
      );
      assert.equal(uploaded.status, 201, JSON.stringify(uploaded.body));
      for (const stub of Object.values(stubs)) stub.requests.length = 0;

      const answer = await users.admin.get<StudentDataExport>(`/api/privacy/students/${student.id}/export`);
      assert.equal(answer.status, 200, JSON.stringify(answer.body));
      const document = answer.body;
      assert.equal(document.id_aluno, student.id);
      assert.ok(Math.abs(new Date(document.gerado_em).getTime() - Date.now()) < 60_000);
      assert.deepEqual(Object.keys(document).sort(), [
        'academic',
        'assessment',
        'crm',
        'finance',
        'gerado_em',
        'id_aluno',
        'identity',
        'reporting',
      ]);

      const aluno = document.academic.aluno;
      assert.equal(aluno.nome_aluno, 'Titular da Exportação');
      assert.equal(aluno.cpf, '529.982.247-25');
      assert.equal(aluno.consentimento_marketing, true);
      assert.equal(aluno.consentimento_marketing_como, 'Presencial');
      assert.deepEqual(aluno.interesses, [training]);
      assert.equal(aluno.documentos_detalhes.length, 1);
      assert.equal(aluno.documentos_detalhes[0]!.nome_arquivo, 'RG frente.pdf');
      assert.equal(aluno.documentos_detalhes[0]!.tamanho, PDF_BYTES.length);
      assert.equal(aluno.turmas.length, 1);
      assert.equal(aluno.turmas[0]!.nome_treinamento, 'Preparatório CPA-20');
      assert.equal(aluno.turmas[0]!.valor_pago, 1490);
      assert.equal(aluno.turmas[0]!.cod_pagto, 'PIX-9');
      assert.equal(aluno.turmas[0]!.gera_comissao, true);
      assert.equal(aluno.turmas[0]!.id_inscricao, 3);
      assert.ok(aluno.turmas[0]!.data_hora_pagamento);
      const [mark] = document.academic.presencas;
      assert.deepEqual(
        { ...mark, registrado_em: typeof mark!.registrado_em },
        {
          id_turma: enrolled.body[0].id,
          nome_turma: 'Preparatório CPA-20',
          data: '2026-06-01',
          inicio: '08:00',
          fim: '12:00',
          presenca: 'T',
          registrado_em: 'string',
        },
        'every attendance mark is in the report',
      );

      for (const section of SECTIONS) {
        const type = `${section}.privacy.student-section.v1`;
        assert.deepEqual(document[section], { origem: section, tipo: type }, section);
        assert.deepEqual(stubs[section].requests, [{ type, body: { id_aluno: student.id } }], section);
      }
    });

    it('is refused without the privacy permission (403) and without a session (401)', async () => {
      const id = (await users.admin.post('/api/students', newStudent())).body[0].id;
      assert.equal((await users.sales.get(`/api/privacy/students/${id}/export`)).status, 403);
      assert.equal((await academic.anonymous().get(`/api/privacy/students/${id}/export`)).status, 401);
    });

    it('answers 404 in Portuguese for a student that does not exist, without asking anyone', async () => {
      for (const stub of Object.values(stubs)) stub.requests.length = 0;
      const answer = await users.admin.get('/api/privacy/students/999999/export');
      assert.equal(answer.status, 404);
      assert.equal(answer.body.statusMsg, 'Aluno não encontrado.');
      assert.equal(
        Object.values(stubs).reduce((sum, stub) => sum + stub.requests.length, 0),
        0,
      );
      assert.equal((await users.admin.get('/api/privacy/students/abc/export')).status, 400);
    });

    it('answers 503 in Portuguese naming the service, never part of the document, when a service fails', async () => {
      const id = (await users.admin.post('/api/students', newStudent())).body[0].id;
      stubs.finance.mode = 'fail';
      const failed = await users.admin.get(`/api/privacy/students/${id}/export`);
      stubs.finance.mode = 'answer';
      assert.equal(failed.status, 503);
      assert.equal(failed.body.statusMsg, UNAVAILABLE);
      assert.equal(failed.body.academic, undefined);
      assert.deepEqual(failed.body.errors, [{ field: 'finance', message: 'O serviço finance falhou ao reunir seus dados.' }]);
    });

    it('answers 503 naming the silent service once the timeout has passed, and 200 when it answers again', async () => {
      const id = (await users.admin.post('/api/students', newStudent())).body[0].id;
      stubs.reporting.mode = 'hang';
      const started = Date.now();
      const late = await users.admin.get(`/api/privacy/students/${id}/export`);
      const waited = Date.now() - started;
      stubs.reporting.mode = 'answer';
      assert.equal(late.status, 503);
      assert.equal(late.body.statusMsg, UNAVAILABLE);
      assert.deepEqual(late.body.errors, [{ field: 'reporting', message: 'O serviço reporting não respondeu a tempo.' }]);
      assert.ok(waited >= 700 && waited < 5000, `the timeout (800 ms here) ends the wait: ${waited} ms`);
      assert.equal((await users.admin.get(`/api/privacy/students/${id}/export`)).status, 200);
    });

    it('answers 503 at once naming a service that is down (no replica listens for its requests)', async () => {
      const id = (await users.admin.post('/api/students', newStudent())).body[0].id;
      await stubs.crm.stop();
      const started = Date.now();
      const answer = await users.admin.get(`/api/privacy/students/${id}/export`);
      assert.equal(answer.status, 503);
      assert.equal(answer.body.statusMsg, UNAVAILABLE);
      assert.deepEqual(answer.body.errors, [{ field: 'crm', message: 'O serviço crm está fora do ar.' }]);
      assert.ok(Date.now() - started < 700, 'the broker returns the request: no waiting for the timeout');
    });
  });
});
