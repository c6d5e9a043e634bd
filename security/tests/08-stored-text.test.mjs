// Stored text: adversarial but valid text (SQL and script fragments,
// RTL, emoji, combining marks, line separators, formula prefixes...) is stored
// and answered back exactly as sent, in every stored string field; text that
// cannot be stored as sent is refused, never silently changed.
import assert from 'node:assert/strict';
import { beforeAll, describe, it } from '@jest/globals';
import { createClass, createStudent, createTraining, nextCpf } from '../lib/fixtures.mjs';
import { loadContext } from '../lib/http.mjs';
import { ADVERSARIAL_TEXTS, UNSTORABLE_TEXTS } from '../lib/payloads.mjs';
import { demoSession, uniqueTag } from '../lib/roles.mjs';

const context = loadContext();
const EMOJI_200 = '😀'.repeat(200);

describe('stored text comes back exactly as sent', () => {
  let api;
  let training;
  let student;

  beforeAll(async () => {
    api = (await demoSession(context.baseUrl, 'admin')).api;
    training = await createTraining(api);
    student = await createStudent(api);
  });

  /** Per entity: create a record holding `text` in its string fields, and read back what is stored. */
  const ENTITIES = {
    'customer nome_razao/endereco': {
      limit: 200,
      async roundTrip(text) {
        const [row] = await api.ok('POST', '/api/customer', { nome_razao: text, documento: nextCpf(), endereco: text });
        const stored = (await api.ok('GET', '/api/customer')).find((item) => item.id === row.id);
        await api.ok('PATCH', `/api/customer/${row.id}`, { endereco: `${text} 2` });
        const patched = (await api.ok('GET', '/api/customer')).find((item) => item.id === row.id);
        return { nome_razao: stored.nome_razao, endereco: stored.endereco, 'endereco (PATCH)': patched.endereco.slice(0, -2) };
      },
    },
    'activity titulo/subtask desc': {
      limit: 5000,
      async roundTrip(text) {
        const [row] = await api.ok('POST', '/api/activity', {
          titulo: text,
          id_tipo_atividade: 3,
          subtasks: [{ date: '2026-03-01', time: '01:00', desc: text }],
        });
        const stored = await api.ok('GET', `/api/activity/${row.id}`);
        return { titulo: stored.titulo, 'subtasks[0].desc': stored.subtasks[0].desc };
      },
    },
    'student nome_aluno/obs_estudante/endereco': {
      limit: 200,
      async roundTrip(text) {
        const row = await createStudent(api, { nome_aluno: text, obs_estudante: text, endereco: text });
        const [stored] = await api.ok('GET', `/api/students?studentId=${row.id}`);
        return { nome_aluno: stored.nome_aluno, obs_estudante: stored.obs_estudante, endereco: stored.endereco };
      },
    },
    'material nome_material (a url that is not one of our uploads: 400, stored nowhere)': {
      limit: 200,
      async roundTrip(text) {
        // A material's URL is set from the upload; any other text there is refused, never stored.
        const refused = await api.call('POST', '/api/materials', { nome_material: text, url: text });
        if (refused.status !== 400) throw new Error(`a foreign url answered ${refused.status}`);
        const [row] = await api.ok('POST', '/api/materials', { nome_material: text, url: null });
        const stored = (await api.ok('GET', '/api/materials')).find((item) => item.id === row.id);
        return { nome_material: stored.nome_material };
      },
    },
    'training nome_treinamento': {
      limit: 200,
      async roundTrip(text) {
        const row = await createTraining(api, { nome_treinamento: text });
        const stored = (await api.ok('GET', '/api/trainings')).find((item) => item.id === row.id);
        return { nome_treinamento: stored.nome_treinamento };
      },
    },
    'class desc_turma/enrolment cod_pagto': {
      limit: 500,
      async roundTrip(text) {
        const row = await createClass(api, training.id, {
          desc_turma: text,
          alunos: [{ id_aluno: student.id, id_inscricao: 3, id_forma_pagto: 1, valor_pago: 10, cod_pagto: text }],
        });
        const [stored] = await api.ok('GET', `/api/classes?classId=${row.id}`);
        return {
          desc_turma: stored.desc_turma,
          'alunos[0].cod_pagto': stored.alunos.find((entry) => entry.id_aluno === student.id)?.cod_pagto,
        };
      },
    },
    'user nome': {
      limit: 200,
      async roundTrip(text) {
        const tag = uniqueTag('txt');
        const [row] = await api.ok('POST', '/api/auth/register', {
          nome: text,
          email: `${tag}@security.treina.dev`,
          senha: `Sec#${tag}!x`,
          id_tipo_usuario: 3,
        });
        const stored = (await api.ok('GET', '/api/user')).find((item) => item.id_usuario === row.id_usuario);
        return { nome: stored.nome };
      },
    },
    'activity type nome': {
      limit: 200,
      async roundTrip(text) {
        const answer = await api.ok('POST', '/api/activityType', { tipo: 'CUSTOM', nome: text, id_tipo_servico: null });
        const row = Array.isArray(answer) ? answer[0] : answer;
        const stored = (await api.ok('GET', '/api/activitiesTypes')).find((item) => item.id === row.id);
        return { nome: stored.nome };
      },
    },
  };

  for (const [entity, spec] of Object.entries(ENTITIES)) {
    it(`${entity}: ${ADVERSARIAL_TEXTS.length + 1} adversarial texts, byte for byte`, async () => {
      const texts = [...ADVERSARIAL_TEXTS, ...(spec.limit >= 200 ? [EMOJI_200] : [])];
      const mangled = [];
      for (const text of texts) {
        let fields;
        try {
          fields = await spec.roundTrip(text);
        } catch (error) {
          mangled.push(`${JSON.stringify(text)}: ${error.message.slice(0, 300)}`);
          continue;
        }
        for (const [field, stored] of Object.entries(fields)) {
          if (stored !== text) mangled.push(`${field}: sent ${JSON.stringify(text)}, stored ${JSON.stringify(stored)}`);
        }
      }
      assert.deepEqual(mangled, []);
    });
  }

  it('refuses text that cannot be stored as sent (lone surrogates: 400; NUL: 400, or dropped where a service says so), never a 5xx or a silent change', async () => {
    const problems = [];
    const policies = new Set();
    for (const { label, text } of UNSTORABLE_TEXTS) {
      const attempts = [
        ['crm customer', () => api.call('POST', '/api/customer', { nome_razao: text, documento: nextCpf() }), (body) => body[0].nome_razao],
        ['crm activity', () => api.call('POST', '/api/activity', { titulo: text, id_tipo_atividade: 3 }), (body) => body[0].titulo],
        ['academic material', () => api.call('POST', '/api/materials', { nome_material: text }), (body) => body[0].nome_material],
        ['academic student', () => api.call('POST', '/api/students', { nome_aluno: text }), (body) => body[0].nome_aluno],
        [
          'identity user',
          () =>
            api.call('POST', '/api/auth/register', {
              nome: text,
              email: `${uniqueTag('nul')}@security.treina.dev`,
              senha: 'Sec#2026nul!x',
              id_tipo_usuario: 3,
            }),
          (body) => body[0].nome,
        ],
      ];
      for (const [where, send, storedOf] of attempts) {
        const answer = await send();
        if (answer.status >= 500) problems.push(`${where} ${label}: ${answer.status}`);
        else if (answer.status < 300) {
          const stored = storedOf?.(answer.json());
          if (label === 'NUL' && stored === text.replace(/\u0000/g, '')) policies.add(`${where}: NUL dropped`);
          else problems.push(`${where} ${label}: stored ${JSON.stringify(stored)} for ${JSON.stringify(text)}`);
        } else if (label === 'NUL' && answer.status === 400) policies.add(`${where}: NUL refused`);
        else if (label !== 'NUL' && answer.status !== 400) problems.push(`${where} ${label}: ${answer.status}`);
      }
    }
    assert.deepEqual(problems, []);
    // What each service does with NUL, for the record (a policy the lead may want uniform).
    process.stdout.write(`[security] NUL policy: ${[...policies].join('; ')}\n`);
  });
});
