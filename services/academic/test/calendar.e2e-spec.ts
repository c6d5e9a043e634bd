import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import type { ApiClient } from '@treina/nest-platform/testing';
import { type AcademicUnderTest, ADMIN, INSTRUCTOR, newStudent, startAcademic } from './academic-harness.js';

describe('iCalendar feeds of one’s sessions', () => {
  let academic: AcademicUnderTest;
  let admin: ApiClient;
  let instructor: ApiClient;
  let student: ApiClient;
  let studentId: number;

  beforeAll(async () => {
    academic = await startAcademic({ env: { PUBLIC_URL: 'https://escola.example.com' } });
    admin = await academic.as(ADMIN);
    instructor = await academic.as(INSTRUCTOR);
    const training = (await admin.post('/api/trainings', { nome_treinamento: 'Excel Básico', id_status_treinamento: 1 })).body[0].id;
    studentId = (await admin.post('/api/students', newStudent({ nome_aluno: 'Aluna Agenda' }))).body[0].id;
    const today = new Date().toISOString().slice(0, 10);
    const klass = await admin.post('/api/classes', {
      id_treinamento: training,
      id_instrutor: INSTRUCTOR.id_usuario,
      data_inicio: today,
      data_fim: today,
      dias_semana: [1, 2, 3, 4, 5, 6, 7],
      id_periodo_turma: 1,
      id_status_turma: 1,
      desc_turma: 'Excel, noite',
      alunos: [{ id_aluno: studentId, id_inscricao: 1 }],
    });
    assert.equal(klass.status, 201, JSON.stringify(klass.body));
    await admin.post(`/api/classes/${klass.body[0].id}/sessions`, { data: '2026-12-21', inicio: '18:30', fim: '20:00' });
    student = await academic.as({ id_usuario: 800, id_tipo_usuario: 6, id_aluno: studentId, permissions: ['class'] });
  });
  afterAll(() => academic.close());

  const feedOf = (url: string) => academic.anonymous().get(new URL(url).pathname);

  it('gives an instructor a secret address whose document lists the sessions they teach, in UTC from the school’s time zone', async () => {
    assert.deepEqual((await instructor.get('/api/calendar/feed')).body, { ativo: false, criado_em: null });
    const made = await instructor.post('/api/calendar/feed', {});
    assert.equal(made.status, 201, JSON.stringify(made.body));
    assert.match(made.body.url, /^https:\/\/escola\.example\.com\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    assert.equal((await instructor.get('/api/calendar/feed')).body.ativo, true);
    const feed = await feedOf(made.body.url);
    assert.equal(feed.status, 200);
    assert.match(feed.headers.get('content-type') ?? '', /^text\/calendar/);
    const text = String(feed.body);
    assert.match(text, /^BEGIN:VCALENDAR/);
    assert.match(text, /SUMMARY:Excel\\, noite/);
    assert.match(text, /DTSTART:20261221T213000Z/, '18:30 in São Paulo is 21:30 UTC');
    assert.match(text, /DTEND:20261221T230000Z/);
    assert.match(text, /UID:aula-\d+@escola\.example\.com/);
  });

  it('gives a student the sessions of their classes; a new address revokes the old one, and revoking stops it', async () => {
    const first = (await student.post('/api/calendar/feed', {})).body.url as string;
    assert.match(String((await feedOf(first)).body), /DTSTART:20261221T213000Z/);
    const second = (await student.post('/api/calendar/feed', {})).body.url as string;
    assert.notEqual(second, first);
    const revoked = await feedOf(first);
    assert.equal(revoked.status, 404);
    assert.equal(revoked.body.statusMsg, 'Agenda não encontrada: o endereço foi revogado ou está errado.');
    assert.equal((await feedOf(second)).status, 200);
    assert.equal((await student.get(new URL(second).pathname)).status, 200, 'opened in the browser where the student is logged in');
    assert.equal((await student.delete('/api/calendar/feed')).status, 200);
    assert.equal((await feedOf(second)).status, 404);
    assert.equal((await student.delete('/api/calendar/feed')).status, 404, 'nothing left to revoke');
  });

  it('stops the feed of a deactivated account', async () => {
    const url = (await instructor.post('/api/calendar/feed', {})).body.url as string;
    assert.equal((await feedOf(url)).status, 200);
    await academic.dataSource.query('UPDATE usuario_projecao SET status = false WHERE id_usuario = $1', [INSTRUCTOR.id_usuario]);
    assert.equal((await feedOf(url)).status, 404);
    await academic.dataSource.query('UPDATE usuario_projecao SET status = true WHERE id_usuario = $1', [INSTRUCTOR.id_usuario]);
  });

  it('answers 404 to anything that is not a live address, and needs a session to manage one', async () => {
    for (const file of ['x.ics', `${'a'.repeat(43)}.ics`, 'feed.ics', `${'a'.repeat(43)}.txt`])
      assert.equal((await academic.anonymous().get(`/api/calendar/${file}`)).status, 404, file);
    assert.equal((await academic.anonymous().post('/api/calendar/feed', {})).status, 401);
  });
});
