import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import type { ApiClient } from '@treina/nest-platform/testing';
import { CODE_PATTERN, MSG_CLASS_NOT_FINISHED, MSG_ENROLMENT_NOT_PAID } from '../src/certificate/certificate-rules.js';
import { MSG_CERTIFICATE_NOT_FOUND, MSG_OTHER_STUDENT } from '../src/certificate/certificate.service.js';
import { type AcademicUnderTest, ADMIN, CONSULTANT, INSTRUCTOR, newStudent, startAcademic } from './academic-harness.js';

describe('certificates', () => {
  let academic: AcademicUnderTest;
  let users: Record<'admin' | 'instructor' | 'consultant', ApiClient>;
  let training: number;
  let classRow: any;
  let paid: number;
  let transferPaid: number;
  let unpaid: number;
  let firstCode: string;

  beforeAll(async () => {
    academic = await startAcademic({ env: { SCHOOL_NAME: 'Escola Teste', PUBLIC_URL: 'https://treina.example.com' } });
    users = await academic.sessions({ admin: ADMIN, instructor: INSTRUCTOR, consultant: CONSULTANT });
    training = (
      await users.admin.post('/api/trainings', {
        nome_treinamento: 'NR-35 Trabalho em Altura',
        id_status_treinamento: 1,
        id_instrutor: INSTRUCTOR.id_usuario,
        carga_horaria: 40,
      })
    ).body[0].id;
    const student = async (extra: Record<string, unknown> = {}) =>
      (await users.admin.post('/api/students', newStudent(extra))).body[0].id as number;
    [paid, transferPaid, unpaid] = [await student({ cpf: '123.456.789-09' }), await student(), await student()];
    const created = await users.admin.post('/api/classes', {
      id_treinamento: training,
      id_instrutor: INSTRUCTOR.id_usuario,
      data_inicio: '2026-04-06',
      data_fim: '2026-04-10',
      id_periodo_turma: 1,
      id_status_turma: 1,
      alunos: [
        { id_aluno: paid, id_inscricao: 3 },
        { id_aluno: transferPaid, id_inscricao: 3 },
        { id_aluno: unpaid, id_inscricao: 1 },
      ],
    });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    classRow = created.body[0];
  });
  afterAll(() => academic.close());

  const certificateOf = (client: ApiClient, studentId: number, classId = classRow.id) =>
    client.get(`/api/classes/${classId}/certificates/${studentId}`);
  const finish = async () => {
    const answer = await users.admin.patch(`/api/classes/${classRow.id}`, { id_status_turma: 4 });
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    classRow = answer.body;
  };

  it('keeps a training’s carga horária in its rows, and refuses hours outside 1..10000', async () => {
    const rows = await users.admin.get(`/api/trainings?filter.id=${training}`);
    assert.equal(rows.status, 200);
    assert.deepEqual(
      rows.body.map((row: { id: number; carga_horaria: number }) => [row.id, row.carga_horaria]),
      [[training, 40]],
    );
    for (const carga_horaria of [0, 10001, 2.5, 'muitas']) {
      const refused = await users.admin.patch(`/api/trainings/${training}`, { carga_horaria });
      assert.equal(refused.status, 400, `carga_horaria ${carga_horaria}`);
      assert.equal(refused.body.statusMsg, 'A carga horária deve ser um número inteiro de horas entre 1 e 10000.');
    }
    const cleared = await users.admin.patch(`/api/trainings/${training}`, { carga_horaria: '' });
    assert.equal(cleared.body.carga_horaria, null);
    const set = await users.admin.patch(`/api/trainings/${training}`, { carga_horaria: '40' });
    assert.equal(set.body.carga_horaria, 40);
    const history = await users.admin.get(`/api/trainings/${training}/history`);
    const [latest] = history.body as Array<{ acao: string; alteracoes: Array<{ campo: string; de: unknown; para: unknown }> }>;
    assert.equal(latest!.acao, 'update');
    assert.deepEqual(latest!.alteracoes, [{ campo: 'carga_horaria', de: null, para: 40 }], 'the change of carga horária is audited');
  });

  it('refuses the certificate while the class is not finished (409)', async () => {
    const answer = await certificateOf(users.admin, paid);
    assert.equal(answer.status, 409);
    assert.equal(answer.body.statusMsg, MSG_CLASS_NOT_FINISHED);
  });

  it('answers a finished class’s paid entry with an A4 landscape PDF carrying its verification code', async () => {
    await finish();
    const answer = await certificateOf(users.admin, paid);
    assert.equal(answer.status, 200, String(answer.body));
    assert.equal(answer.headers.get('content-type'), 'application/pdf');
    assert.match(answer.headers.get('content-disposition') ?? '', /^attachment; filename="certificado-[A-Z0-9-]+\.pdf"$/);
    firstCode = answer.headers.get('x-codigo-verificacao')!;
    assert.match(firstCode, CODE_PATTERN);
    const pdf = answer.body as Buffer;
    assert.equal(pdf.subarray(0, 5).toString('latin1'), '%PDF-');
    const text = pdf.toString('latin1');
    assert.ok(text.includes(firstCode), 'the code is in the document');
    assert.ok(text.includes(`https://treina.example.com/certificado/${firstCode}`), 'the QR code links to the public page');
    assert.match(text, /\/MediaBox \[0 0 841\.89 595\.28\]/, 'A4 landscape');
  });

  it('gives the same entry the same code on every download, to staff and to the student alike', async () => {
    const again = await certificateOf(users.instructor, paid);
    assert.equal(again.status, 200);
    assert.equal(again.headers.get('x-codigo-verificacao'), firstCode);
    const me = await academic.as({ id_usuario: 700, id_tipo_usuario: 6, id_aluno: paid, permissions: ['class'] });
    const own = await certificateOf(me, paid);
    assert.equal(own.status, 200);
    assert.equal(own.headers.get('x-codigo-verificacao'), firstCode);
    const other = await certificateOf(users.admin, transferPaid);
    assert.equal(other.status, 200);
    assert.notEqual(other.headers.get('x-codigo-verificacao'), firstCode, 'each entry has its own code');
  });

  it('lets a student download only their own certificate (403), and staff only with the class permission', async () => {
    const me = await academic.as({ id_usuario: 700, id_tipo_usuario: 6, id_aluno: paid, permissions: ['class'] });
    const classmate = await certificateOf(me, transferPaid);
    assert.equal(classmate.status, 403);
    assert.equal(classmate.body.statusMsg, MSG_OTHER_STUDENT);
    assert.equal((await certificateOf(me, 999_999)).status, 403, 'no lookup for another student, known or not');
    assert.equal((await certificateOf(users.consultant, paid)).status, 403);
    assert.equal((await certificateOf(academic.anonymous(), paid)).status, 401);
  });

  it('refuses an entry that is not paid (409) and answers 404 for an unknown class or student', async () => {
    const unpaidAnswer = await certificateOf(users.admin, unpaid);
    assert.equal(unpaidAnswer.status, 409);
    assert.equal(unpaidAnswer.body.statusMsg, MSG_ENROLMENT_NOT_PAID);
    const unknownStudent = await certificateOf(users.admin, 999_999);
    assert.equal(unknownStudent.status, 404);
    assert.equal(unknownStudent.body.statusMsg, 'Este aluno não está inscrito nesta turma.');
    const unknownClass = await certificateOf(users.admin, paid, 999_999);
    assert.equal(unknownClass.status, 404);
    assert.equal(unknownClass.body.statusMsg, 'Turma não encontrada.');
  });

  it('checks a code without login: the certificate’s data and that it is valid; 404 for an unknown code', async () => {
    const check = await academic.anonymous().get(`/api/certificates/${firstCode}`);
    assert.equal(check.status, 200);
    const issued = check.body.emitido_em as string;
    assert.ok(!Number.isNaN(Date.parse(issued)));
    assert.deepEqual(check.body, {
      nome_aluno: classRow.alunos.find((entry: { id_aluno: number }) => entry.id_aluno === paid).nome_aluno,
      nome_treinamento: 'NR-35 Trabalho em Altura',
      carga_horaria: 40,
      data_inicio: '2026-04-06',
      data_fim: '2026-04-10',
      emitido_em: issued,
      valido: true,
    });
    const typed = await academic.anonymous().get(`/api/certificates/${firstCode.toLowerCase().replace(/-/g, '')}`);
    assert.equal(typed.status, 200, 'a code typed in lower case without hyphens is found too');
    for (const unknown of ['ZZZZ-ZZZZ-ZZZZ', 'nada']) {
      const answer = await academic.anonymous().get(`/api/certificates/${unknown}`);
      assert.equal(answer.status, 404);
      assert.equal(answer.body.statusMsg, MSG_CERTIFICATE_NOT_FOUND);
    }
  });

  it('shows a certificate invalid, with the reason, once its enrolment is cancelled or refunded; downloads are refused then', async () => {
    const before = (await academic.anonymous().get(`/api/certificates/${firstCode}`)).body.emitido_em;
    const otherCode = (await certificateOf(users.admin, transferPaid)).headers.get('x-codigo-verificacao')!;
    const entry = (id: number) => classRow.alunos.find((row: { id_aluno: number }) => row.id_aluno === id);
    // Reopened in the same save that changes its students (a finished class's students are locked).
    const reopened = await users.admin.patch(`/api/classes/${classRow.id}`, {
      id_status_turma: 1,
      alunos: [{ ...entry(paid), id_inscricao: 4 }, { ...entry(transferPaid), id_inscricao: 5 }, entry(unpaid)],
    });
    assert.equal(reopened.status, 200, JSON.stringify(reopened.body));
    classRow = reopened.body;
    await finish();
    const cancelled = await academic.anonymous().get(`/api/certificates/${firstCode}`);
    assert.equal(cancelled.status, 200);
    assert.equal(cancelled.body.valido, false);
    assert.equal(cancelled.body.motivo, 'Inscrição cancelada');
    assert.equal(cancelled.body.emitido_em, before, 'the date of issue stays');
    const refunded = await academic.anonymous().get(`/api/certificates/${otherCode}`);
    assert.equal(refunded.body.valido, false);
    assert.equal(refunded.body.motivo, 'Inscrição estornada');
    assert.equal((await certificateOf(users.admin, paid)).status, 409);
  });
});
