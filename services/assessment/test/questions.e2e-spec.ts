import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import type { QuestionRow } from '@treina/contracts';
import type { ApiClient } from '@treina/nest-platform/testing';
import {
  type AssessmentUnderTest,
  clientOf,
  createQuestions,
  loginStaff,
  loginStudent,
  question,
  sendEnrolment,
  sendTraining,
  startAssessment,
} from './assessment-harness.js';

describe('assessment: the question bank', () => {
  let service: AssessmentUnderTest;
  let staff: ApiClient;
  let student: ApiClient;
  let viewer: ApiClient;

  beforeAll(async () => {
    service = await startAssessment();
    await sendTraining(service, 6, 'Preparatório CPA-10');
    staff = clientOf(service, await loginStaff(service, 1));
    viewer = clientOf(service, await loginStaff(service, 2, ['exams']));
    student = clientOf(service, await loginStudent(service, 3, 300));
  });
  afterAll(() => service.close());

  it('creates, lists, searches, changes and deletes a question, with its history', async () => {
    const [id] = await createQuestions(staff, [question(6, 'Ética', 1)]);
    const created = await staff.get<QuestionRow[]>(`/api/questions?filter.id_treinamento=6&q=etica&page=1`);
    assert.equal(created.status, 200);
    assert.equal(created.headers.get('x-total-count'), '1');
    assert.equal(created.body[0]!.nome_treinamento, 'Preparatório CPA-10');
    assert.equal(created.body[0]!.correta, 'B');

    const changed = await staff.patch<QuestionRow>(`/api/questions/${id}`, { ativa: false, correta: 'c', nome_treinamento: 'ignorado' });
    assert.equal(changed.status, 200, JSON.stringify(changed.body));
    assert.equal(changed.body.ativa, false);
    assert.equal(changed.body.correta, 'C');

    const topics = await viewer.get(`/api/questions/topics?id_treinamento=6`);
    assert.deepEqual(topics.body, { id_treinamento: 6, topicos: ['Ética'] });

    const history = await staff.get(`/api/questions/${id}/history`);
    assert.equal(history.status, 200);
    assert.deepEqual(
      history.body.map((item: { acao: string }) => item.acao),
      ['update', 'create'],
    );

    assert.equal((await viewer.call('DELETE', `/api/questions/${id}`)).status, 403);
    assert.equal((await staff.call('DELETE', `/api/questions/${id}`)).status, 200);
    assert.equal((await staff.call('DELETE', `/api/questions/${id}`)).status, 404);
  });

  it("lists the trainings for the pickers from assessment's own copy, to staff with 'Simulados' only", async () => {
    await sendEnrolment(service, 9101, { id_aluno: 301, id_turma: 91, id_treinamento: 77, nome_treinamento: 'Aprendido pela matrícula' });
    const trainings = await viewer.get<Array<{ id_treinamento: number; nome_treinamento: string }>>('/api/questions/trainings');
    assert.equal(trainings.status, 200);
    assert.deepEqual(
      trainings.body.filter((row) => [6, 77].includes(row.id_treinamento)),
      [
        { id_treinamento: 77, nome_treinamento: 'Aprendido pela matrícula' },
        { id_treinamento: 6, nome_treinamento: 'Preparatório CPA-10' },
      ],
    );
    assert.equal((await student.get('/api/questions/trainings')).status, 403);
  });

  it('refuses a question with wrong alternatives, answer key, training or fields, in Portuguese', async () => {
    const base = question(6, 'Economia', 2);
    const cases: Array<[string, unknown, RegExp]> = [
      ['one alternative', { ...base, alternativas: [base.alternativas[0]] }, /de 2 a 5 alternativas/],
      ['six alternatives', { ...base, alternativas: [...base.alternativas, ...base.alternativas.slice(0, 2)] }, /2 a 5 alternativas/],
      ['letters out of order', { ...base, alternativas: [base.alternativas[1], base.alternativas[0]] }, /letras A, B/],
      ['an empty text', { ...base, alternativas: [{ letra: 'A', texto: ' ' }, base.alternativas[1]] }, /texto da alternativa A/],
      ['a key that is no alternative', { ...base, alternativas: base.alternativas.slice(0, 3), correta: 'D' }, /correta deve ser uma/],
      ['a difficulty out of the list', { ...base, dificuldade: 'Impossível' }, /dificuldade/],
      ['an unknown training', { ...base, id_treinamento: 999 }, /Treinamento não encontrado/],
      ['an unknown field', { ...base, peso: 2 }, /não é permitido/],
      ['no statement', { ...base, enunciado: '' }, /enunciado/],
    ];
    for (const [what, body, message] of cases) {
      const answer = await staff.post('/api/questions', body);
      assert.equal(answer.status, 400, what);
      assert.match(JSON.stringify(answer.body), message, what);
    }
  });

  it('takes a training known only from its enrolments (announced before this service began)', async () => {
    await sendEnrolment(service, 80, { id_aluno: 800, id_turma: 80, id_treinamento: 8, nome_treinamento: 'Excel Básico' });
    const answer = await staff.post<QuestionRow>('/api/questions', question(8, 'Fórmulas', 8));
    assert.equal(answer.status, 201, JSON.stringify(answer.body));
    assert.equal(answer.body.nome_treinamento, 'Excel Básico');
  });

  it('keeps the bank from students and from staff without the permission', async () => {
    const outsider = clientOf(service, await loginStaff(service, 4, ['class']));
    for (const client of [student, outsider]) {
      assert.equal((await client.get('/api/questions')).status, 403);
      assert.equal((await client.post('/api/questions', question(6, 'Ética', 3))).status, 403);
    }
    assert.equal((await viewer.post('/api/questions', question(6, 'Ética', 3))).status, 403);
  });

  describe('import', () => {
    const header = 'treinamento;topico;enunciado;a;b;c;d;e;correta;explicacao;dificuldade;ativa';
    const upload = (client: ApiClient, content: string | Buffer, name: string, dryRun: boolean) => {
      const form = new FormData();
      form.append('file', new Blob([content]), name);
      return client.call('POST', `/api/questions/import?dry_run=${dryRun}`, undefined, { form });
    };

    it('previews a CSV with its errors per row, saves nothing while any row is wrong, then saves every row', async () => {
      const csv = [
        header,
        '6;Fundos;"Quem administra um fundo; e quem o gere?";O administrador;O cotista;;;;A;Explicado.;Fácil;sim',
        '6;Fundos;Sem alternativa B;Só uma;;;;;A;;Média;sim',
        '999;Fundos;Treinamento que não existe;Um;Dois;;;;B;;Média;sim',
        '6;Renda fixa;Correta fora das alternativas;Um;Dois;Três;;;E;;difícil;não',
      ].join('\r\n');
      const before = (await staff.get('/api/questions?page=1')).headers.get('x-total-count');
      const preview = await upload(staff, csv, 'questoes.csv', true);
      assert.equal(preview.status, 200, JSON.stringify(preview.body));
      assert.equal(preview.body.total, 4);
      assert.equal(preview.body.validas, 1);
      assert.equal(preview.body.importadas, 0);
      assert.deepEqual(
        preview.body.erros.map((error: { linha: number; campo: string }) => [error.linha, error.campo]),
        [
          [3, 'a'],
          [4, 'treinamento'],
          [5, 'correta'],
        ],
      );
      assert.equal(preview.body.preview[0].enunciado, 'Quem administra um fundo; e quem o gere?');

      const refused = await upload(staff, csv, 'questoes.csv', false);
      assert.equal(refused.status, 400);
      assert.equal(refused.body.erros.length, 3);
      assert.match(refused.body.statusMsg, /nenhuma questão foi importada/);
      assert.equal((await staff.get('/api/questions?page=1')).headers.get('x-total-count'), before);

      const good = [
        header,
        '6;Fundos;Quem administra?;O administrador;O cotista;;;;A;;Fácil;sim',
        '6;Ações;O que é uma ação?;Dívida;Parte do capital;;;;B;;;',
      ].join('\n');
      const saved = await upload(staff, good, 'questoes.csv', false);
      assert.equal(saved.status, 200, JSON.stringify(saved.body));
      assert.equal(saved.body.importadas, 2);
      assert.equal((await staff.get('/api/questions?page=1')).headers.get('x-total-count'), String(Number(before) + 2));
    });

    it('reads an XLSX file', async () => {
      const ExcelJS = (await import('exceljs')).default;
      const workbook = new ExcelJS.Workbook();
      const sheet = workbook.addWorksheet('Questões');
      sheet.addRow(header.split(';'));
      sheet.addRow([6, 'Economia', 'O que mede a inflação?', 'O IPCA', 'O PIB', null, null, null, 'A', 'O índice oficial.', 'Média', true]);
      const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
      const answer = await upload(staff, buffer, 'questoes.xlsx', true);
      assert.equal(answer.status, 200, JSON.stringify(answer.body));
      assert.equal(answer.body.validas, 1);
      assert.deepEqual(answer.body.preview[0].alternativas, [
        { letra: 'A', texto: 'O IPCA' },
        { letra: 'B', texto: 'O PIB' },
      ]);
    });

    it('answers 415 for another type of file, 413 for a file too big, 400 with no file', async () => {
      assert.equal((await upload(staff, '%PDF-1.4 nada', 'questoes.pdf', true)).status, 415);
      assert.equal((await upload(staff, Buffer.alloc(3 * 1024 * 1024, 65), 'grande.csv', true)).status, 413);
      const empty = await staff.call('POST', '/api/questions/import?dry_run=true', undefined, { form: new FormData() });
      assert.equal(empty.status, 400);
      assert.match(empty.body.statusMsg, /Envie o arquivo/);
      assert.equal((await upload(student, header, 'questoes.csv', true)).status, 403);
    });
  });
});
