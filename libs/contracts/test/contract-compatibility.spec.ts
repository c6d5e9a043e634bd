import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { breakingChangeReport, eventBreakingChanges } from '../src/contract-compatibility.js';
import { currentEventSchemas } from '../src/event-catalogue.js';

/** The released schemas with one event's payload changed by `change`. */
function planted(change: (payload: { properties: Record<string, unknown>; required: string[] }) => void) {
  const current = structuredClone(currentEventSchemas()) as Record<string, { properties: Record<string, unknown>; required: string[] }>;
  change(current['academic.enrolment.status-changed.v1']!);
  return current;
}

describe('event contract compatibility', () => {
  const released = currentEventSchemas();

  it('passes the current contracts against themselves and an added optional field', () => {
    assert.deepEqual(eventBreakingChanges(released, released), []);
    const withOptional = planted((payload) => {
      payload.properties.observacao = { type: ['string', 'null'] };
    });
    assert.deepEqual(eventBreakingChanges(released, withOptional), []);
  });

  it('fails a removed or renamed field, naming it', () => {
    const renamed = planted((payload) => {
      payload.properties.nome_do_aluno = payload.properties.nome_aluno;
      delete payload.properties.nome_aluno;
      payload.required = payload.required.map((name) => (name === 'nome_aluno' ? 'nome_do_aluno' : name));
    });
    assert.deepEqual(eventBreakingChanges(released, renamed), [
      { where: 'academic.enrolment.status-changed.v1.nome_aluno', what: 'campo removido ou renomeado' },
      { where: 'academic.enrolment.status-changed.v1.nome_do_aluno', what: 'campo novo obrigatório' },
    ]);
  });

  it('fails a changed type, a field made nullable, an optional field made required and a removed event', () => {
    const changed = planted((payload) => {
      payload.properties.valor_pago = { type: 'string' };
      payload.properties.id_turma = { type: ['integer', 'null'] };
    });
    assert.deepEqual(eventBreakingChanges(released, changed), [
      { where: 'academic.enrolment.status-changed.v1.id_turma', what: 'tipo mudou de integer para integer | null' },
      { where: 'academic.enrolment.status-changed.v1.valor_pago', what: 'tipo mudou de number | null para string' },
    ]);
    const optionalBefore = planted((payload) => {
      payload.required = payload.required.filter((name) => name !== 'cod_pagto');
    });
    assert.deepEqual(eventBreakingChanges(optionalBefore, released), [
      { where: 'academic.enrolment.status-changed.v1.cod_pagto', what: 'campo opcional passou a obrigatório' },
    ]);
    const { ['academic.class.deleted.v1']: _gone, ...withoutEvent } = released;
    assert.deepEqual(eventBreakingChanges(released, withoutEvent), [
      { where: 'academic.class.deleted.v1', what: 'evento publicado removido' },
    ]);
  });

  it('tells how to proceed', () => {
    const report = breakingChangeReport([{ where: 'academic.class.deleted.v1', what: 'evento publicado removido' }]);
    assert.match(report, /acrescente o campo como opcional/);
    assert.match(report, /publique uma versão nova \(por exemplo \.v2\) ao lado da v1/);
  });
});
