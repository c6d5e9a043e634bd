// Academic's payloads as its events carry them, for the tests of a service that
// consumes them: an enrolment (and the life of one), a class, a training, a student.
import type { ClassSnapshotV1 } from '../events/academic/class-snapshot.js';
import type { EnrolmentSnapshotV1 } from '../events/academic/enrolment-snapshot.js';
import type { StudentSnapshotV1 } from '../events/academic/student-snapshot.js';
import type { TrainingSnapshotV1 } from '../events/academic/training-snapshot.js';
import type { EventEnvelope } from '../envelope.js';
import { envelope } from './envelope.js';

const STATUS_NAMES: Record<number, string> = {
  1: 'INSCRITO',
  2: 'Pagamento Pendente',
  3: 'Pago',
  4: 'Cancelado',
  5: 'Estornado',
  6: 'Solicitação de Transferência',
  7: 'Transferido',
  8: 'Transferência Paga',
  9: 'Lista de Espera',
};

/** An enrolment as academic's events carry it. */
export function enrolment(id: number, changes: Partial<EnrolmentSnapshotV1> = {}): EnrolmentSnapshotV1 {
  const status = changes.id_status_inscricao ?? 1;
  return {
    id_matricula: id,
    sequence: 1,
    id_turma: 100 + (id % 3),
    id_treinamento: 10 + (id % 3),
    nome_treinamento: `Treinamento ${10 + (id % 3)}`,
    data_inicio: '2026-03-02',
    data_fim: '2026-03-06',
    id_status_turma: 1,
    id_aluno: 1000 + id,
    nome_aluno: `Aluno ${id}`,
    email_aluno: `aluno${id}@treina.test`,
    id_status_inscricao: status,
    nome_status_inscricao: STATUS_NAMES[status]!,
    id_forma_pagto: null,
    nome_forma_pagto: null,
    valor_pago: null,
    cod_pagto: null,
    cci: id.toString(36).toUpperCase(),
    data_hora_inclusao: new Date(Date.UTC(2026, 1, 1, 12) + id * 60_000).toISOString(),
    data_hora_pagamento: null,
    data_hora_cancelamento: null,
    gera_comissao: true,
    libera_conteudo: false,
    id_status_contrato_aluno: null,
    id_turma_origem: null,
    id_usuario_venda: null,
    ...changes,
    ...(changes.id_status_inscricao && !changes.nome_status_inscricao ? { nome_status_inscricao: STATUS_NAMES[status]! } : {}),
  };
}

export interface EnrolmentStory {
  events: EventEnvelope[];
  /** The enrolment's state after its last change (what republish-enrolments re-sends). */
  final: EnrolmentSnapshotV1;
}

/**
 * The life of one enrolment as academic would publish it: created, then status
 * changes (pay, cancel, transfer request) and updates (amount, commission flag), each
 * with the next sequence.
 */
export function enrolmentStory(id: number, random: () => number, base: Partial<EnrolmentSnapshotV1> = {}): EnrolmentStory {
  let state = enrolment(id, { gera_comissao: random() < 0.8, id_usuario_venda: random() < 0.5 ? 3 : 4, ...base });
  const events: EventEnvelope[] = [envelope('academic.enrolment.created.v1', state)];
  const changes = Math.floor(random() * 5);
  const clock = Date.parse(state.data_hora_inclusao);
  for (let step = 1; step <= changes; step += 1) {
    const at = new Date(clock + step * 86_400_000).toISOString();
    const roll = random();
    const previous = state;
    if (roll < 0.35) {
      state = {
        ...state,
        sequence: state.sequence + 1,
        id_status_inscricao: 3,
        nome_status_inscricao: 'Pago',
        data_hora_pagamento: at,
        data_hora_cancelamento: null,
        valor_pago: 500 + Math.round(random() * 1000),
      };
    } else if (roll < 0.55) {
      state = {
        ...state,
        sequence: state.sequence + 1,
        id_status_inscricao: 4,
        nome_status_inscricao: 'Cancelado',
        data_hora_pagamento: null,
        data_hora_cancelamento: at,
      };
    } else if (roll < 0.65) {
      state = {
        ...state,
        sequence: state.sequence + 1,
        id_status_inscricao: 6,
        nome_status_inscricao: 'Solicitação de Transferência',
        data_hora_pagamento: null,
        data_hora_cancelamento: at,
      };
    } else if (roll < 0.85) {
      state = { ...state, sequence: state.sequence + 1, gera_comissao: !state.gera_comissao };
      events.push(envelope('academic.enrolment.updated.v1', { ...state, campos_alterados: ['gera_comissao'] }));
      continue;
    } else {
      state = { ...state, sequence: state.sequence + 1, valor_pago: Math.round(random() * 2000) };
      events.push(envelope('academic.enrolment.updated.v1', { ...state, campos_alterados: ['valor_pago'] }));
      continue;
    }
    events.push(
      envelope('academic.enrolment.status-changed.v1', {
        ...state,
        id_status_inscricao_anterior: previous.id_status_inscricao,
        nome_status_inscricao_anterior: previous.nome_status_inscricao,
      }),
    );
  }
  return { events, final: state };
}

/** A training as academic's training events carry it. */
export function trainingSnapshot(id: number, changes: Partial<TrainingSnapshotV1> = {}): TrainingSnapshotV1 {
  return {
    id_treinamento: id,
    nome_treinamento: `Treinamento ${id}`,
    id_instrutor: null,
    id_status_treinamento: 1,
    nome_status_treinamento: 'Ativo',
    id_material: [],
    revision: 1,
    ...changes,
  };
}

/** A class as academic's class events carry it. */
export function classSnapshot(id: number, changes: Partial<ClassSnapshotV1> = {}): ClassSnapshotV1 {
  return {
    id_turma: id,
    id_treinamento: 10,
    nome_treinamento: 'Treinamento 10',
    id_instrutor: null,
    data_inicio: '2026-03-02',
    data_fim: '2026-03-06',
    id_periodo_turma: 1,
    nome_periodo_turma: 'Manhã',
    id_status_turma: 1,
    nome_status_turma: 'Aberta',
    desc_turma: null,
    gera_comissao: true,
    revision: 1,
    ...changes,
  };
}

/** A student as academic's student events carry it. */
export function studentSnapshot(id: number, changes: Partial<StudentSnapshotV1> = {}): StudentSnapshotV1 {
  return {
    id_aluno: id,
    nome_aluno: `Aluno ${id}`,
    email: `aluno${id}@treina.test`,
    telefone: '(11) 90000-0000',
    id_status_aluno: 1,
    id_canal_aluno: 1,
    nome_canal_aluno: 'Instagram',
    data_criacao: '2026-01-01T12:00:00.000Z',
    possui_login: false,
    is_student: false,
    revision: 1,
    ...changes,
  };
}
