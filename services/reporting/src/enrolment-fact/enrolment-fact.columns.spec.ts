import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { enrolment } from '@treina/contracts/testing';
import { enrolmentFact } from './enrolment-fact.columns.js';

describe('enrolment fact columns', () => {
  it("keeps the event's own fields under its class's current training", () => {
    const event = enrolment(5, {
      id_status_inscricao: 3,
      valor_pago: 80,
      data_hora_pagamento: '2026-02-02T10:00:00.000Z',
      id_usuario_venda: 7,
    });
    const fact = enrolmentFact(event, { id_treinamento: 42, nome_treinamento: 'Renomeado' });
    assert.deepEqual(fact, {
      id_matricula: 5,
      sequence: event.sequence,
      id_turma: event.id_turma,
      id_treinamento: 42,
      nome_treinamento: 'Renomeado',
      id_aluno: event.id_aluno,
      id_status_inscricao: 3,
      nome_status_inscricao: event.nome_status_inscricao,
      valor_pago: 80,
      data_hora_inclusao: event.data_hora_inclusao,
      data_hora_pagamento: '2026-02-02T10:00:00.000Z',
      data_hora_cancelamento: null,
      id_turma_origem: null,
      id_usuario_venda: 7,
    });
  });
});
