// Throwaway records made through the API (never the demo data's), for the
// tests that change, delete or attack records.
import { eventually } from './http.mjs';
import { uniqueTag } from './roles.mjs';

const checkDigit = (digits, weights) => {
  const rest = weights.reduce((total, weight, index) => total + weight * Number(digits[index]), 0) % 11;
  return rest < 2 ? 0 : 11 - rest;
};

/** A valid CPF (digits only) from any number. */
function cpfOf(n) {
  let base = String(Math.abs(Math.trunc(n)) % 1_000_000_000).padStart(9, '0');
  if (/^(\d)\1+$/.test(base)) base = `12345${base.slice(5)}`.slice(0, 9);
  const first = checkDigit(base, [10, 9, 8, 7, 6, 5, 4, 3, 2]);
  const second = checkDigit(`${base}${first}`, [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
  return `${base}${first}${second}`;
}

let cpfCounter = Math.floor(Math.random() * 1_000_000) * 100;
export const nextCpf = () => cpfOf((cpfCounter += 7919));

export async function createCustomer(api, fields = {}) {
  const [row] = await api.ok('POST', '/api/customer', {
    nome_razao: `Cliente ${uniqueTag()}`,
    documento: nextCpf(),
    endereco: 'Rua A, 1',
    ...fields,
  });
  return row;
}

export async function createService(api, customerId, fields = {}) {
  const answer = await api.ok('POST', '/api/services', {
    id_cliente: customerId,
    id_tipo_servico: 1,
    data_inicio: '2026-01-01',
    data_fim: '2026-12-31',
    ...fields,
  });
  return Array.isArray(answer) ? answer[0] : answer;
}

export async function createActivity(api, fields = {}) {
  const [row] = await api.ok('POST', '/api/activity', {
    titulo: `Atividade ${uniqueTag()}`,
    id_tipo_atividade: 3,
    id_status_atividade: 1,
    ...fields,
  });
  return row;
}

export async function createActivityType(api, fields = {}) {
  const answer = await api.ok('POST', '/api/activityType', {
    tipo: 'CUSTOM',
    nome: `Tipo ${uniqueTag()}`,
    id_tipo_servico: null,
    ...fields,
  });
  return Array.isArray(answer) ? answer[0] : answer;
}

export async function createMaterial(api, fields = {}) {
  const [row] = await api.ok('POST', '/api/materials', {
    nome_material: `Material ${uniqueTag()}`,
    // A material's URL can only be one of the product's uploads: none here.
    url: null,
    ...fields,
  });
  return row;
}

export async function createTraining(api, fields = {}) {
  const [row] = await api.ok('POST', '/api/trainings', {
    nome_treinamento: `Treinamento ${uniqueTag()}`,
    id_status_treinamento: 1,
    id_material: [],
    ...fields,
  });
  return row;
}

export async function createStudent(api, fields = {}) {
  const tag = uniqueTag();
  const [row] = await api.ok('POST', '/api/students', {
    nome_aluno: `Aluno ${tag}`,
    email: `${tag}@alunos.security.treina.dev`,
    telefone: '(11) 91234-5678',
    id_status_aluno: 1,
    id_canal_aluno: 1,
    ...fields,
  });
  return row;
}

export async function createClass(api, trainingId, fields = {}) {
  const [row] = await api.ok('POST', '/api/classes', {
    id_treinamento: trainingId,
    data_inicio: '2026-03-01',
    data_fim: '2026-03-05',
    id_periodo_turma: 1,
    id_status_turma: 1,
    desc_turma: `Turma ${uniqueTag()}`,
    gera_comissao: false,
    alunos: [],
    ...fields,
  });
  return row;
}

/**
 * A question of the training's bank (assessment), once assessment has learned of the training from academic's event: retried until
 * then. Inactive unless told: no exam draws it by chance.
 */
export async function createQuestion(api, trainingId, fields = {}) {
  const body = {
    id_treinamento: trainingId,
    topico: 'Segurança',
    enunciado: `Questão ${uniqueTag()}`,
    alternativas: [
      { letra: 'A', texto: 'Sim' },
      { letra: 'B', texto: 'Não' },
    ],
    correta: 'A',
    explicacao: null,
    dificuldade: 'Média',
    ativa: false,
    ...fields,
  };
  return eventually(
    async () => {
      const answer = await api.call('POST', '/api/questions', body);
      return answer.status === 201 ? answer.json() : undefined;
    },
    { what: `a question of training ${trainingId}` },
  );
}

/** An exam of the training (assessment): one question drawn, ten minutes, unlimited attempts. */
export async function createExam(api, trainingId, fields = {}) {
  return api.ok('POST', '/api/exams', {
    id_treinamento: trainingId,
    titulo: `Simulado ${uniqueTag()}`,
    num_questoes: 1,
    tempo_minutos: 10,
    percentual_aprovacao: 70,
    ...fields,
  });
}

/** A tiny real PDF (magic bytes %PDF-). */
export const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
/** The 8-byte PNG signature plus an IHDR start: enough for the magic-byte check. */
export const PNG_BYTES = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0,
]);
