import assert from 'node:assert/strict';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import type { ApiClient } from '@treina/nest-platform/testing';
import { DemoAppModule } from '../src/seed/demo-app.module.js';
import { DemoSeeder } from '../src/seed/demo-seed.module.js';
import { type AcademicUnderTest, ADMIN, fileForm, INSTRUCTOR, newStudent, PDF_BYTES, SALES, startAcademic } from './academic-harness.js';

const PNG_BYTES = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);

describe('materials, uploads, files and the student view', () => {
  let academic: AcademicUnderTest;
  let users: Record<'admin' | 'instructor' | 'sales', ApiClient>;

  beforeAll(async () => {
    // The demo entry's module (the app plus the seeder; DEMO_SEED=false: it seeds only when a test asks).
    academic = await startAcademic({ module: DemoAppModule });
    users = await academic.sessions({ admin: ADMIN, instructor: INSTRUCTOR, sales: SALES });
  });
  afterAll(() => academic.close());

  const uploadMaterial = async (name = 'apostila.pdf', bytes = PDF_BYTES, type = 'application/pdf') =>
    users.instructor.upload('/api/materials/uploadS3', fileForm({}, [{ name, type, bytes }]));
  const keyOf = (url: string) => url.split('/').pop()!;

  it('uploads a material file (answer: its URL), creates, lists, edits and deletes materials; the file goes with the last one', async () => {
    const uploaded = await uploadMaterial('Apostila Módulo 1.pdf');
    assert.equal(uploaded.status, 201, JSON.stringify(uploaded.body));
    const url = uploaded.body as string;
    assert.match(url, /^\/api\/files\/material-[0-9a-f-]{36}\.pdf$/);
    assert.ok(existsSync(join(academic.uploadDir, keyOf(url))));

    const created = await users.instructor.post('/api/materials', { nome_material: 'Apostila Módulo 1', url });
    assert.equal(created.status, 201);
    const material = created.body[0];
    assert.deepEqual(material, { id: material.id, nome_material: 'Apostila Módulo 1', url });
    // A material's URL is set from the upload; any other link is refused and stored nowhere.
    for (const outside of ['https://videos.exemplo.com/aula-1', 'javascript:alert(1)', '/api/files/../../etc/passwd']) {
      const refused = await users.admin.post<{ statusMsg: string }>('/api/materials', { nome_material: 'Vídeo externo', url: outside });
      assert.equal(refused.status, 400, outside);
      assert.equal(refused.body.statusMsg, 'O material deve apontar para um arquivo enviado ao sistema: use o envio de arquivos.');
      assert.equal((await users.admin.patch(`/api/materials/${material.id}`, { url: outside })).status, 400, outside);
    }
    const link = (await users.admin.post('/api/materials', { nome_material: 'Vídeo a enviar', url: null })).body[0];
    const list = await users.sales.get('/api/materials');
    assert.equal(list.status, 200, 'the training form lists materials for whoever sees trainings');
    assert.ok(list.body.some((row: { id: number }) => row.id === link.id));
    assert.equal(
      list.body.some((row: { nome_material: string }) => row.nome_material === 'Vídeo externo'),
      false,
    );
    const file = await users.admin.get(url);
    assert.equal(file.status, 200);
    assert.equal(file.headers.get('x-content-type-options'), 'nosniff');
    assert.match(
      file.headers.get('content-disposition')!,
      /^inline; filename="Apostila M_dulo 1.pdf"; filename\*=UTF-8''Apostila%20M%C3%B3dulo%201\.pdf$/,
    );
    assert.deepEqual(Buffer.from(file.body), PDF_BYTES);

    assert.equal(
      (await users.instructor.patch(`/api/materials/${material.id}`, { nome_material: 'Apostila Módulo 1 (rev. 2)' })).body.nome_material,
      'Apostila Módulo 1 (rev. 2)',
    );
    assert.equal(
      (
        await users.instructor.post('/api/materials', {
          nome_material: 'X',
          url: '/api/files/material-00000000-0000-0000-0000-000000000000.pdf',
        })
      ).status,
      400,
    );
    assert.equal(
      (await users.instructor.delete(`/api/materials?materialsIds=${material.id}`)).status,
      403,
      'instructors have no material_delete',
    );
    assert.equal((await users.admin.delete(`/api/materials?materialsIds=${material.id},${link.id}`)).status, 200);
    assert.equal(existsSync(join(academic.uploadDir, keyOf(url))), false);
    assert.equal((await users.admin.get(url)).status, 404);
  });

  it('limits uploads: 413 above the size limit, 415 for content outside the allowlist or not matching its type, 400 without a file', async () => {
    const before = readdirSync(academic.uploadDir).length;
    const large = Buffer.concat([PDF_BYTES, Buffer.alloc(300 * 1024, 0x20)]);
    const tooLarge = await uploadMaterial('grande.pdf', large);
    assert.equal(tooLarge.status, 413);
    assert.ok(tooLarge.body.statusMsg);
    const html = await uploadMaterial('pagina.pdf', Buffer.from('<html><script>alert(1)</script></html>'));
    assert.equal(html.status, 415);
    assert.match(html.body.statusMsg, /Tipo de arquivo não permitido/);
    const lying = await uploadMaterial('foto.png', PDF_BYTES, 'image/png');
    assert.equal(lying.status, 415);
    assert.match(lying.body.statusMsg, /não corresponde/);
    const mixed = await users.instructor.upload(
      '/api/materials/uploadS3',
      fileForm({}, [
        { name: 'ok.png', type: 'image/png', bytes: PNG_BYTES },
        { name: 'ruim.exe', type: 'application/octet-stream', bytes: Buffer.from('MZ\x90\x00') },
      ]),
    );
    assert.equal(mixed.status, 415, 'one bad file refuses the whole upload');
    assert.equal((await users.instructor.upload('/api/materials/uploadS3', fileForm({ nome: 'x' }, []))).status, 400);
    const student = (await users.admin.post('/api/students', newStudent({ nome_aluno: 'Documentos Recusados' }))).body[0].id;
    const studentUpload = (name: string, type: string, bytes: Buffer) =>
      users.admin.upload('/api/students/uploadS3', fileForm({ studentId: String(student) }, [{ name, type, bytes }]));
    const largeDocument = await studentUpload('rg.pdf', 'application/pdf', large);
    assert.equal(largeDocument.status, 413, "a student's document has the same limits");
    assert.equal(largeDocument.body.statusMsg, 'A requisição é grande demais.');
    const wrongDocument = await studentUpload('rg.exe', 'application/octet-stream', Buffer.from('MZ\x90\x00'));
    assert.equal(wrongDocument.status, 415);
    assert.match(wrongDocument.body.statusMsg, /Tipo de arquivo não permitido/);
    assert.equal(readdirSync(academic.uploadDir).length, before, 'nothing refused was stored');
    assert.equal(
      (await users.sales.upload('/api/materials/uploadS3', fileForm({}, [{ name: 'a.pdf', type: 'application/pdf', bytes: PDF_BYTES }])))
        .status,
      403,
    );
    assert.equal(
      (
        await academic
          .anonymous()
          .upload('/api/materials/uploadS3', fileForm({}, [{ name: 'a.pdf', type: 'application/pdf', bytes: PDF_BYTES }]))
      ).status,
      401,
    );
  });

  it('serves files only by generated keys: traversal and unknown keys are 404, anonymous 401', async () => {
    const url = (await uploadMaterial()).body as string;
    for (const path of [
      '/api/files/..%2F..%2F..%2Fetc%2Fpasswd',
      '/api/files/%2e%2e%2fpackage.json',
      `/api/files/${keyOf(url)}%2F..%2F..%2Fpackage.json`,
      '/api/files/material-00000000-0000-0000-0000-000000000000.pdf',
      '/api/files/package.json',
    ]) {
      const answer = await users.admin.get(path);
      assert.equal(answer.status, 404, path);
    }
    assert.equal((await users.admin.get('/api/files/../../package.json')).status, 404);
    assert.equal((await academic.anonymous().get(url)).status, 401);
  });

  it("shows a student only the classes that release content to them, with materials and without other students' data", async () => {
    const training = (await users.admin.post('/api/trainings', { nome_treinamento: 'CPA-10', id_status_treinamento: 1 })).body[0].id;
    const otherTraining = (await users.admin.post('/api/trainings', { nome_treinamento: 'CPA-20', id_status_treinamento: 1 })).body[0].id;
    const openUrl = (await uploadMaterial('aberto.pdf')).body as string;
    const closedUrl = (await uploadMaterial('fechado.pdf')).body as string;
    const openMaterial = (await users.admin.post('/api/materials', { nome_material: 'Aberto', url: openUrl })).body[0].id;
    const closedMaterial = (await users.admin.post('/api/materials', { nome_material: 'Fechado', url: closedUrl })).body[0].id;
    await users.admin.patch(`/api/trainings/${training}`, { id_material: [openMaterial] });
    await users.admin.patch(`/api/trainings/${otherTraining}`, { id_material: [closedMaterial] });

    const me = (await users.admin.post('/api/students', newStudent({ nome_aluno: 'Eu Mesmo' }))).body[0].id;
    const other = (await users.admin.post('/api/students', newStudent({ nome_aluno: 'Outra Pessoa', cpf: '529.982.247-25' }))).body[0].id;
    const docs = await users.admin.upload(
      '/api/students/uploadS3',
      fileForm({ studentId: String(other) }, [{ name: 'rg.pdf', type: 'application/pdf', bytes: PDF_BYTES }]),
    );
    const myDocs = await users.admin.upload(
      '/api/students/uploadS3',
      fileForm({ studentId: String(me) }, [{ name: 'meu.pdf', type: 'application/pdf', bytes: PDF_BYTES }]),
    );
    const body = (id_treinamento: number, alunos: unknown[]) => ({
      id_treinamento,
      data_inicio: '2026-06-01',
      data_fim: '2026-06-05',
      id_periodo_turma: 1,
      id_status_turma: 2,
      alunos,
    });
    const released = (
      await users.admin.post(
        '/api/classes',
        body(training, [
          { id_aluno: me, id_inscricao: 3, valor_pago: 100, libera_conteudo: true },
          { id_aluno: other, id_inscricao: 3, valor_pago: 999, cod_pagto: 'SEGREDO', libera_conteudo: true },
        ]),
      )
    ).body[0];
    const notReleased = (
      await users.admin.post(
        '/api/classes',
        body(otherTraining, [
          { id_aluno: me, id_inscricao: 2 },
          { id_aluno: other, id_inscricao: 3, libera_conteudo: true },
        ]),
      )
    ).body[0];

    const student = await academic.as({ id_usuario: 600, id_tipo_usuario: 6, id_aluno: me, permissions: ['class'] });
    const mine = await student.get('/api/classes');
    assert.equal(mine.status, 200);
    assert.deepEqual(
      mine.body.map((row: { id: number }) => row.id),
      [released.id],
    );
    const row = mine.body[0];
    assert.equal(row.count_alunos, null);
    assert.deepEqual(
      row.alunos.map((entry: { id_aluno: number }) => entry.id_aluno),
      [me],
      'only the own entry',
    );
    assert.ok(!JSON.stringify(mine.body).includes('SEGREDO'));
    assert.ok(!JSON.stringify(mine.body).includes('Outra Pessoa'));
    assert.deepEqual(row.materiais, [{ id: openMaterial, nome_material: 'Aberto', url: openUrl }]);

    // Forced ids: another class, another student, filters.
    assert.deepEqual((await student.get(`/api/classes?classId=${notReleased.id}`)).body, []);
    assert.deepEqual((await student.get(`/api/classes?page=1&filter.id=${notReleased.id}`)).body, []);
    assert.equal((await student.get(`/api/classes?page=1&filter.id=${notReleased.id}`)).headers.get('x-total-count'), '0');
    assert.equal((await student.get(openUrl)).status, 200, 'the released class material');
    assert.equal((await student.get(closedUrl)).status, 403, 'a material of a class that does not release content');
    assert.equal((await student.get(docs.body.documentos[0])).status, 403, "another student's document");
    assert.equal((await student.get(myDocs.body.documentos[0])).status, 403, 'documents are staff-only');

    // Every staff-only call answers 403, even with permissions someone granted the account.
    const greedy = await academic.as({
      id_usuario: 601,
      id_tipo_usuario: 6,
      id_aluno: me,
      permissions: ['class', 'class_update', 'student', 'student_update', 'material', 'training'],
    });
    for (const client of [student, greedy]) {
      for (const [method, path, payload] of [
        ['GET', `/api/students?studentId=${other}`],
        ['GET', `/api/students?studentId=${me}`],
        ['GET', '/api/materials'],
        ['GET', '/api/trainings'],
        ['GET', '/api/statusSubscriptions'],
        ['GET', '/api/channelsStudents'],
        ['PATCH', `/api/classes/${released.id}`, { alunos: [] }],
        ['PATCH', `/api/students/${other}`, { nome_aluno: 'Hack' }],
        ['PUT', `/api/students/${other}/files`, { documentos: [] }],
        ['DELETE', `/api/classes?classesIds=${released.id}`],
      ] as Array<[string, string, unknown?]>) {
        const answer = await client.call(method, path, payload);
        assert.equal(answer.status, 403, `${method} ${path}`);
      }
      assert.equal(
        (
          await client.upload(
            '/api/students/uploadS3',
            fileForm({ studentId: String(other) }, [{ name: 'x.pdf', type: 'application/pdf', bytes: PDF_BYTES }]),
          )
        ).status,
        403,
      );
    }
    const stillThere = (await users.admin.get(`/api/students?studentId=${other}`)).body[0];
    assert.equal(stillThere.nome_aluno, 'Outra Pessoa');
    assert.equal(stillThere.documentos.length, 1);

    // Content released later shows up at once.
    await users.admin.patch(`/api/classes/${notReleased.id}`, {
      alunos: [
        { id_aluno: me, id_inscricao: 2, libera_conteudo: true },
        { id_aluno: other, id_inscricao: 3 },
      ],
    });
    assert.equal((await student.get('/api/classes')).body.length, 2);
    assert.equal((await student.get(closedUrl)).status, 200);
  });

  it('seeds the demo data once: trainings 6 and 16, materials with real files, classes with a pending transfer and the demo student', async () => {
    await academic.as({ ...INSTRUCTOR, id_usuario: 40, email: 'instrutor@treina.dev' });
    await academic.as({ ...SALES, id_usuario: 30, email: 'vendas@treina.dev' });
    const seeder = academic.app.get(DemoSeeder);
    assert.equal(await seeder.seed(), true);
    assert.equal(await seeder.seed(), false, 'a second run changes nothing');
    const trainings = (await users.admin.get('/api/trainings')).body;
    for (const id of [6, 16])
      assert.ok(
        trainings.some((row: { id: number }) => row.id === id),
        `training ${id}`,
      );
    const demo = (await users.admin.get('/api/students?type=student&q=aluno@treina.dev')).body[0];
    assert.equal(demo.possui_login, true);
    assert.deepEqual(demo.turmas.map((entry: { libera_conteudo: boolean }) => entry.libera_conteudo).sort(), [false, true]);
    const classes = (await users.admin.get('/api/classes')).body;
    assert.ok(classes.some((row: { alunos: Array<{ id_inscricao: number }> }) => row.alunos.some((entry) => entry.id_inscricao === 6)));
    const cpa10 = classes.find((row: { id_treinamento: number }) => row.id_treinamento === 6);
    assert.equal(cpa10.nome_instrutor, 'Instrutora Teste');
    const pdf = await users.admin.get(cpa10.materiais[0].url);
    assert.equal(pdf.status, 200);
    assert.equal(Buffer.from(pdf.body).subarray(0, 5).toString(), '%PDF-');
    assert.ok((await users.admin.get('/api/students?type=interested')).body.length >= 3);
  });
});
