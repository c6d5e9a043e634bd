import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assertClassSnapshot, assertTrainingSnapshot, enrolmentClassFields, withTrainingName } from './class-projection.rules.js';

const event = { id_treinamento: 10, nome_treinamento: 'Excel', data_inicio: '2026-03-02', data_fim: '2026-03-06' };

describe('class projection rules', () => {
  it("takes the class fields from the projection once it holds the class, whatever the enrolment event carries", () => {
    const held = { revision: 3, id_treinamento: 11, nome_treinamento: 'Word', data_inicio: '2026-04-01', data_fim: '2026-04-03' };
    assert.deepEqual(enrolmentClassFields(held, event), { id_treinamento: 11, nome_treinamento: 'Word', data_inicio: '2026-04-01', data_fim: '2026-04-03' });
  });

  it("takes the enrolment event's class fields while the projection has only a placeholder or a deletion", () => {
    assert.deepEqual(enrolmentClassFields(undefined, event), event);
    assert.deepEqual(enrolmentClassFields({ revision: 0, id_treinamento: null, nome_treinamento: null, data_inicio: null, data_fim: null }, event), event);
    assert.deepEqual(enrolmentClassFields({ revision: 4, id_treinamento: null, nome_treinamento: null, data_inicio: null, data_fim: null }, event), event);
    assert.equal(enrolmentClassFields(undefined, { ...event, nome_treinamento: null as unknown as string }).nome_treinamento, '');
  });

  it('names the training after the training projection when it holds a name', () => {
    assert.equal(withTrainingName(event, { revision: 2, nome_treinamento: 'Excel Avançado' }).nome_treinamento, 'Excel Avançado');
    assert.equal(withTrainingName(event, { revision: 0, nome_treinamento: null }).nome_treinamento, 'Excel');
    assert.equal(withTrainingName(event, undefined).nome_treinamento, 'Excel');
  });

  it('refuses class and training payloads without id, dates or revision', () => {
    assert.throws(() => assertClassSnapshot(null), /ausente/);
    assert.throws(() => assertClassSnapshot({ id_turma: 1, id_treinamento: 2, nome_treinamento: 'x', data_inicio: '02/03/2026', data_fim: '2026-03-06', revision: 0 }), /data_inicio, revision/);
    assert.doesNotThrow(() => assertClassSnapshot({ id_turma: 1, id_treinamento: 2, nome_treinamento: 'x', data_inicio: '2026-03-02', data_fim: '2026-03-06', revision: 1 }));
    assert.throws(() => assertTrainingSnapshot({ id_treinamento: 2, revision: 1 }), /nome_treinamento/);
    assert.doesNotThrow(() => assertTrainingSnapshot({ id_treinamento: 2, nome_treinamento: 'x', revision: 1 }));
  });
});
