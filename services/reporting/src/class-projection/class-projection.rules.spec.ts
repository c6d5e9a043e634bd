import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assertClassSnapshot, assertTrainingSnapshot, enrolmentClassFields, withTrainingName } from './class-projection.rules.js';

const event = { id_treinamento: 10, nome_treinamento: 'Excel' };

describe('class projection rules', () => {
  it('counts an enrolment under the training the projection holds for its class, whatever the enrolment event carries', () => {
    assert.deepEqual(enrolmentClassFields({ revision: 3, id_treinamento: 11, nome_treinamento: 'Word' }, event), { id_treinamento: 11, nome_treinamento: 'Word' });
  });

  it("takes the enrolment event's training while the projection has only a placeholder or a deletion", () => {
    assert.deepEqual(enrolmentClassFields(undefined, event), event);
    assert.deepEqual(enrolmentClassFields({ revision: 0, id_treinamento: null, nome_treinamento: null }, event), event);
    assert.deepEqual(enrolmentClassFields({ revision: 4, id_treinamento: null, nome_treinamento: null }, event), event);
  });

  it('names the training after the training projection when it holds a name', () => {
    assert.equal(withTrainingName(event, { revision: 2, nome_treinamento: 'Excel Avançado' }).nome_treinamento, 'Excel Avançado');
    assert.equal(withTrainingName(event, { revision: 0, nome_treinamento: null }).nome_treinamento, 'Excel');
    assert.equal(withTrainingName(event, undefined).nome_treinamento, 'Excel');
  });

  it('refuses class and training payloads without ids or revision', () => {
    assert.throws(() => assertClassSnapshot(null), /ausente/);
    assert.throws(() => assertClassSnapshot({ id_turma: 1, nome_treinamento: 'x', revision: 0 }), /id_treinamento, revision/);
    assert.doesNotThrow(() => assertClassSnapshot({ id_turma: 1, id_treinamento: 2, nome_treinamento: 'x', revision: 1 }));
    assert.throws(() => assertTrainingSnapshot({ id_treinamento: 2, revision: 1 }), /nome_treinamento/);
    assert.doesNotThrow(() => assertTrainingSnapshot({ id_treinamento: 2, nome_treinamento: 'x', revision: 1 }));
  });
});
