// Object-level checks: changing ids in calls never reaches someone
// else's records. The student cannot read or change other students, their
// enrolments or their files; a consultant cannot read or change other users'
// activities; a user without user management cannot touch other users.
import assert from 'node:assert/strict';
import { beforeAll, describe, it } from '@jest/globals';
import { createActivity, createCustomer, createExam, createStudent, PDF_BYTES } from '../lib/fixtures.mjs';
import { client, loadContext, login, multipart } from '../lib/http.mjs';
import { demoSession, throwawayUser } from '../lib/roles.mjs';

const context = loadContext();
const DENIED = [401, 403, 404];

/** The key of an /api/files/<key> URL. */
const keyOf = (url) => /\/api\/files\/([^/?#]+)$/.exec(url ?? '')?.[1];

describe('object-level access', () => {
  let admin;
  beforeAll(async () => {
    admin = await demoSession(context.baseUrl, 'admin');
  });

  describe('the student (aluno@treina.dev)', () => {
    let aluno;
    let other;
    let otherDocKey;
    let allClasses;
    beforeAll(async () => {
      aluno = await demoSession(context.baseUrl, 'aluno');
      assert.equal(aluno.user.id_tipo_usuario, 6);
      assert.ok(aluno.user.id_aluno, 'the demo student account is linked to a student');
      other = await createStudent(admin.api, { obs_estudante: 'dado privado de outro aluno' });
      const { body, contentType } = multipart([
        { name: 'studentId', value: String(other.id) },
        { name: 'file', filename: 'rg-outro-aluno.pdf', type: 'application/pdf', content: PDF_BYTES },
      ]);
      const uploaded = await admin.api.call('POST', '/api/students/uploadS3', body, { 'content-type': contentType });
      assert.ok(uploaded.status < 300, `document upload: ${uploaded.status} ${uploaded.text}`);
      const [row] = await admin.api.ok('GET', `/api/students?studentId=${other.id}`);
      otherDocKey = keyOf(row.documentos?.[0]?.url ?? row.documentos?.[0]);
      assert.ok(otherDocKey, `the other student's document key: ${JSON.stringify(row.documentos)}`);
      allClasses = await admin.api.ok('GET', '/api/classes');
    });

    it('cannot read another student by id (GET /api/students/{id}, ?studentId=, lists)', async () => {
      for (const path of [
        `/api/students/${other.id}`,
        `/api/students?studentId=${other.id}`,
        '/api/students',
        '/api/students?type=student',
        '/api/students?type=interested',
      ]) {
        const answer = await aluno.api.call('GET', path);
        assert.ok(DENIED.includes(answer.status), `${path}: ${answer.status}`);
        assert.ok(!answer.text.includes(other.nome_aluno) && !answer.text.includes('dado privado'), `${path} leaks the other student`);
      }
    });

    it('cannot change another student, their documents or their uploads', async () => {
      const attempts = [
        ['PATCH', `/api/students/${other.id}`, { nome_aluno: 'Alterado pelo aluno' }],
        ['PATCH', `/api/students/${aluno.user.id_aluno}`, { nome_aluno: 'Eu mesmo, por fora do staff' }],
        ['PUT', `/api/students/${other.id}/files`, { documentos: [] }],
        ['DELETE', `/api/students?studentsIds=${other.id}`],
      ];
      for (const [method, path, body] of attempts) {
        const answer = await aluno.api.call(method, path, body);
        assert.equal(answer.status, 403, `${method} ${path}: ${answer.status} ${answer.text}`);
      }
      const { body, contentType } = multipart([
        { name: 'studentId', value: String(other.id) },
        { name: 'file', filename: 'x.pdf', type: 'application/pdf', content: PDF_BYTES },
      ]);
      assert.equal((await aluno.api.call('POST', '/api/students/uploadS3', body, { 'content-type': contentType })).status, 403);
      const [after] = await admin.api.ok('GET', `/api/students?studentId=${other.id}`);
      assert.equal(after.nome_aluno, other.nome_aluno);
      assert.equal(after.documentos.length, 1, 'the document is still there');
    });

    it('sees only classes that release content to them, each with only their own enrolment', async () => {
      const own = aluno.user.id_aluno;
      const visible = await aluno.api.ok('GET', '/api/classes');
      const released = allClasses.filter((row) => row.alunos.some((entry) => entry.id_aluno === own && entry.libera_conteudo));
      assert.ok(released.length >= 1, 'the demo student has a class releasing content');
      assert.deepEqual(visible.map((row) => row.id).sort(), released.map((row) => row.id).sort());
      for (const row of visible) {
        assert.ok(
          row.alunos.every((entry) => entry.id_aluno === own),
          `class ${row.id} shows other students' enrolments: ${JSON.stringify(row.alunos)}`,
        );
      }
      const full = allClasses.find((row) => row.id === released[0].id);
      assert.ok(full.alunos.length > 1, 'the released demo class has other students too (the filter is what hides them)');
    });

    it('gets nothing for classes not released to them, whatever ids or filters it sends', async () => {
      const own = aluno.user.id_aluno;
      const notReleased = allClasses.filter((row) => !row.alunos.some((entry) => entry.id_aluno === own && entry.libera_conteudo));
      assert.ok(notReleased.length >= 2);
      for (const row of notReleased) {
        for (const path of [
          `/api/classes?classId=${row.id}`,
          `/api/classes?filter.id=${row.id}`,
          `/api/classes?classId=${row.id}&studentId=${row.alunos[0]?.id_aluno ?? 1}`,
        ]) {
          const answer = await aluno.api.call('GET', path);
          assert.ok(answer.status === 200 || answer.status === 400, `${path}: ${answer.status}`);
          if (answer.status === 200) assert.deepEqual(answer.json(), [], `${path} shows a class not released to the student`);
        }
      }
      const someone = allClasses.flatMap((row) => row.alunos).find((entry) => entry.id_aluno !== own);
      for (const path of [
        `/api/classes?studentId=${someone.id_aluno}`,
        `/api/classes?student=true&studentId=${someone.id_aluno}`,
        '/api/classes?pageSize=100&page=1',
      ]) {
        const answer = await aluno.api.call('GET', path);
        if (answer.status !== 200) continue;
        for (const row of answer.json())
          assert.ok(
            row.alunos.every((entry) => entry.id_aluno === own),
            `${path}: another student's enrolment`,
          );
      }
    });

    it('cannot change enrolments (PATCH /api/classes/{id}), even of their own class', async () => {
      const own = aluno.user.id_aluno;
      const mine = allClasses.find((row) => row.alunos.some((entry) => entry.id_aluno === own));
      const answer = await aluno.api.call('PATCH', `/api/classes/${mine.id}`, {
        alunos: mine.alunos.map((entry) => ({ id_aluno: entry.id_aluno, id_inscricao: 3, libera_conteudo: true })),
      });
      assert.equal(answer.status, 403);
      assert.equal((await aluno.api.call('POST', '/api/classes', { id_treinamento: mine.id_treinamento })).status, 403);
    });

    it("cannot download another student's document, nor materials of classes not released to them", async () => {
      const denied = await aluno.api.call('GET', `/api/files/${otherDocKey}`);
      assert.equal(denied.status, 403);
      assert.ok(!denied.body.includes(Buffer.from('%PDF')));
      const own = aluno.user.id_aluno;
      const materials = await admin.api.ok('GET', '/api/materials');
      const trainings = await admin.api.ok('GET', '/api/trainings');
      const releasedTrainings = new Set(
        allClasses
          .filter((row) => row.alunos.some((entry) => entry.id_aluno === own && entry.libera_conteudo))
          .map((row) => row.id_treinamento),
      );
      const materialIdsReleased = new Set(trainings.filter((row) => releasedTrainings.has(row.id)).flatMap((row) => row.id_material));
      let checkedDenied = 0;
      let checkedAllowed = 0;
      for (const material of materials) {
        const key = keyOf(material.url);
        if (!key) continue;
        const answer = await aluno.api.call('GET', `/api/files/${key}`);
        if (materialIdsReleased.has(material.id)) {
          assert.equal(answer.status, 200, `released material ${material.nome_material}`);
          checkedAllowed += 1;
        } else {
          assert.equal(answer.status, 403, `material ${material.nome_material} of a class not released to the student: ${answer.status}`);
          checkedDenied += 1;
        }
      }
      assert.ok(checkedDenied >= 1 && checkedAllowed >= 1, `materials checked: ${checkedAllowed} released, ${checkedDenied} not`);
    });

    it('cannot read or change users (their own permissions only)', async () => {
      assert.equal((await aluno.api.call('GET', '/api/user')).status, 403);
      assert.equal((await aluno.api.call('GET', `/api/getUserPermissions/${admin.user.id_usuario}`)).status, 403);
      assert.equal((await aluno.api.call('GET', `/api/getUserPermissions/${aluno.user.id_usuario}`)).status, 200);
      assert.equal((await aluno.api.call('PATCH', `/api/user/${admin.user.id_usuario}`, { nome: 'x' })).status, 403);
      assert.equal((await aluno.api.call('PATCH', `/api/setUserPermissions/${aluno.user.id_usuario}`, { permissions: [1] })).status, 403);
    });

    it('keeps their simulado attempt theirs: no other account reads, answers or submits it, and staff see it without the answer key', async () => {
      const exam = await createExam(admin.api, 6);
      const attempt = await aluno.api.ok('POST', `/api/exams/${exam.id}/attempts`);
      const question = attempt.questoes[0].id;
      // A student account not linked to this student, and staff without the 'Simulados' permission.
      const otherStudent = await throwawayUser(context.baseUrl, admin.api, { type: 6 });
      const vendas = await demoSession(context.baseUrl, 'vendas');
      for (const [who, api] of [
        ['another student account', otherStudent.api],
        ['vendas', vendas.api],
      ]) {
        for (const [method, path, body] of [
          ['GET', `/api/attempts/${attempt.id}`],
          ['GET', '/api/attempts'],
          ['PUT', `/api/attempts/${attempt.id}/answers/${question}`, { letra: 'A' }],
          ['POST', `/api/attempts/${attempt.id}/submit`],
        ]) {
          const answer = await api.call(method, path, body);
          assert.ok(DENIED.includes(answer.status), `${who}: ${method} ${path}: ${answer.status}`);
          assert.ok(!answer.text.includes(attempt.questoes[0].enunciado), `${who}: ${method} ${path} leaks the attempt`);
        }
      }
      const read = await admin.api.call('GET', `/api/attempts/${attempt.id}`);
      assert.equal(read.status, 200);
      assert.doesNotMatch(read.text, /"correta"|"explicacao"/);
      assert.equal((await admin.api.call('PUT', `/api/attempts/${attempt.id}/answers/${question}`, { letra: 'A' })).status, 403);
      assert.equal((await aluno.api.call('POST', `/api/attempts/${attempt.id}/submit`)).status, 200);
    });
  });

  describe('a consultant', () => {
    let consultant;
    let othersActivity;
    let ownActivity;
    let vendas;
    beforeAll(async () => {
      vendas = await demoSession(context.baseUrl, 'vendas');
      // A throwaway consultant that also holds activities_delete, so deletion is refused by ownership, not by permission.
      consultant = await throwawayUser(context.baseUrl, admin.api, { type: 5 });
      const catalog = await admin.api.ok('GET', '/api/permissions');
      const idOf = (name) => catalog.find((row) => row.nome === name).id_permissao;
      await admin.api.ok('PATCH', `/api/setUserPermissions/${consultant.id}`, {
        permissions: ['activities', 'activities_create', 'activities_update', 'activities_delete'].map(idOf),
      });
      othersActivity = await createActivity(admin.api, {
        id_usuario: vendas.user.id_usuario,
        titulo: 'Atividade do vendedor (não do consultor)',
      });
      // The consultant's own: type and user are forced (SYSTEM, themselves) whatever is sent.
      ownActivity = await createActivity(consultant.api, { id_usuario: vendas.user.id_usuario, titulo: 'Minha atividade' });
    });

    it('creates activities only for themselves (id_usuario of someone else is ignored)', () => {
      assert.equal(ownActivity.id_usuario, consultant.id);
      assert.equal(othersActivity.id_usuario, vendas.user.id_usuario);
    });

    it('lists only their own activities, whatever filters they send', async () => {
      for (const path of [
        '/api/activities',
        '/api/activitiesWithStudents',
        `/api/activities?userId=${vendas.user.id_usuario}`,
        '/api/activities?sales=true',
        '/api/activities?page=1&pageSize=100',
        `/api/activities?filter.id_usuario=${vendas.user.id_usuario}&page=1`,
      ]) {
        const answer = await consultant.api.call('GET', path);
        if (answer.status === 400) continue; // a filter the list does not take
        assert.equal(answer.status, 200, path);
        const rows = answer.json();
        assert.ok(
          rows.every((row) => row.id_usuario === consultant.id),
          `${path} shows activities of others`,
        );
        if (!path.includes('userId') && !path.includes('filter') && !path.includes('sales'))
          assert.ok(
            rows.some((row) => row.id === ownActivity.id),
            `${path} misses the own activity`,
          );
      }
    });

    it("cannot read, change or delete another user's activity by id", async () => {
      assert.equal((await consultant.api.call('GET', `/api/activity/${othersActivity.id}`)).status, 404);
      assert.equal(
        (
          await consultant.api.call('PATCH', `/api/activity/${othersActivity.id}`, {
            titulo: 'Alterada pelo consultor',
            id_status_atividade: 3,
          })
        ).status,
        404,
      );
      assert.equal((await consultant.api.call('DELETE', `/api/activity?activitiesIds=${othersActivity.id}`)).status, 404);
      assert.equal((await consultant.api.call('DELETE', `/api/activity?activitiesIds=${ownActivity.id},${othersActivity.id}`)).status, 404);
      const after = await admin.api.ok('GET', `/api/activity/${othersActivity.id}`);
      assert.equal(after.titulo, othersActivity.titulo);
      assert.equal(after.id_status_atividade, othersActivity.id_status_atividade);
      assert.ok(await admin.api.ok('GET', `/api/activity/${ownActivity.id}`), 'a mixed delete removed nothing');
    });

    it('cannot hand their own activity to someone else', async () => {
      await consultant.api.ok('PATCH', `/api/activity/${ownActivity.id}`, {
        id_usuario: vendas.user.id_usuario,
        titulo: 'Minha atividade (editada)',
      });
      const after = await admin.api.ok('GET', `/api/activity/${ownActivity.id}`);
      assert.equal(after.id_usuario, consultant.id);
    });

    it('the demo consultant sees only their own activities too', async () => {
      const demo = await demoSession(context.baseUrl, 'consultor');
      const rows = await demo.api.ok('GET', '/api/activities');
      assert.ok(rows.every((row) => row.id_usuario === demo.user.id_usuario));
      assert.equal((await demo.api.call('GET', `/api/activity/${othersActivity.id}`)).status, 404);
      assert.equal((await demo.api.call('PATCH', `/api/activity/${othersActivity.id}`, { titulo: 'x' })).status, 404);
    });
  });

  describe('ids in paths', () => {
    it("have one spelling: ' N', '+N', 'N.0', hex, exponent or zero-padded forms of a real id are refused (400), the record untouched", async () => {
      const customer = await createCustomer(admin.api);
      const id = customer.id;
      const spellings = [
        ` ${id}`,
        `${id} `,
        `+${id}`,
        `${id}.0`,
        `0x${id.toString(16)}`,
        `${id}e0`,
        `${'0'.repeat(11 - String(id).length)}${id}`,
        `%2B${id}`,
        `${id}%00`,
      ];
      const accepted = [];
      for (const spelling of spellings) {
        const path = `/api/customer/${spelling.replace(/ /g, '%20').replace(/\+/g, '%2B')}`;
        const answer = await admin.api.call('PATCH', path, { nome_razao: `Alterado por ${spelling}` });
        if (answer.status !== 400) accepted.push(`PATCH ${path}: ${answer.status}`);
      }
      for (const spelling of [`+${admin.user.id_usuario}`, ` ${admin.user.id_usuario}`]) {
        const path = `/api/getUserPermissions/${spelling.replace(/ /g, '%20').replace(/\+/g, '%2B')}`;
        const answer = await admin.api.call('GET', path);
        if (answer.status !== 400) accepted.push(`GET ${path}: ${answer.status}`);
      }
      const after = (await admin.api.ok('GET', '/api/customer')).find((row) => row.id === id);
      assert.equal(after.nome_razao, customer.nome_razao, 'the customer was changed through an alternative spelling of its id');
      assert.deepEqual(accepted, []);
    });
  });

  describe('a user without user management', () => {
    it("changes only their own name and password, never another user's account or their own type, e-mail or status", async () => {
      const seller = await throwawayUser(context.baseUrl, admin.api, { type: 3 });
      const victim = await throwawayUser(context.baseUrl, admin.api, { type: 3 });
      const attempts = [
        [`/api/user/${victim.id}`, { nome: 'Alterado por outro' }],
        [`/api/user/${victim.id}`, { senha: 'Invadida#2026' }],
        [`/api/user/${admin.user.id_usuario}`, { status: false }],
        [`/api/user/${seller.id}`, { id_tipo_usuario: 1 }],
        [`/api/user/${seller.id}`, { email: 'outro@security.treina.dev' }],
        [`/api/user/${seller.id}`, { status: true }],
      ];
      for (const [path, body] of attempts) {
        const answer = await seller.api.call('PATCH', path, body);
        assert.equal(answer.status, 403, `PATCH ${path} ${JSON.stringify(body)}: ${answer.status} ${answer.text}`);
      }
      assert.equal((await seller.api.call('GET', `/api/getUserPermissions/${victim.id}`)).status, 403);
      assert.equal((await seller.api.call('PATCH', `/api/setUserPermissions/${seller.id}`, { permissions: [1, 2, 3, 4] })).status, 403);
      // the victim still logs in with their own password and keeps their name
      const again = await login(context.baseUrl, victim.email, victim.password);
      assert.equal(again.user.nome, victim.user.nome);
      const self = await seller.api.call('PATCH', `/api/user/${seller.id}`, { nome: 'Meu novo nome' });
      assert.equal(self.status, 200);
      const fresh = client(context.baseUrl, seller.token);
      assert.equal((await fresh.ok('GET', '/api/auth/me')).id_tipo_usuario, 3);
    });
  });
});
