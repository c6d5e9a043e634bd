import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { CLASS_DATE_COLUMNS, enrolmentClassFields, withTrainingName } from './class-projection.rules.js';

/** Finance keeps the class's dates beside its training; reporting keeps the training only. */
const DATES = CLASS_DATE_COLUMNS;
const NO_DATES = [] as const;

const datedEvent = { id_treinamento: 10, nome_treinamento: 'Excel', data_inicio: '2026-03-02', data_fim: '2026-03-06' };
const trainingEvent = { id_treinamento: 10, nome_treinamento: 'Excel' };

describe('class projection rules', () => {
  it('takes the class fields from the projection once it holds the class, whatever the enrolment event carries', () => {
    const held = { revision: 3, id_treinamento: 11, nome_treinamento: 'Word', data_inicio: '2026-04-01', data_fim: '2026-04-03' };
    assert.deepEqual(enrolmentClassFields(held, datedEvent, DATES), {
      id_treinamento: 11,
      nome_treinamento: 'Word',
      data_inicio: '2026-04-01',
      data_fim: '2026-04-03',
    });
  });

  it('counts an enrolment under the training the projection holds for its class, whatever the enrolment event carries', () => {
    assert.deepEqual(enrolmentClassFields({ revision: 3, id_treinamento: 11, nome_treinamento: 'Word' }, trainingEvent, NO_DATES), {
      id_treinamento: 11,
      nome_treinamento: 'Word',
    });
  });

  it("takes the enrolment event's class fields while the projection has only a placeholder or a deletion", () => {
    assert.deepEqual(enrolmentClassFields(undefined, datedEvent, DATES), datedEvent);
    assert.deepEqual(
      enrolmentClassFields(
        { revision: 0, id_treinamento: null, nome_treinamento: null, data_inicio: null, data_fim: null },
        datedEvent,
        DATES,
      ),
      datedEvent,
    );
    assert.deepEqual(
      enrolmentClassFields(
        { revision: 4, id_treinamento: null, nome_treinamento: null, data_inicio: null, data_fim: null },
        datedEvent,
        DATES,
      ),
      datedEvent,
    );
    assert.equal(
      enrolmentClassFields(undefined, { ...datedEvent, nome_treinamento: null as unknown as string }, DATES).nome_treinamento,
      '',
    );
  });

  it("takes the enrolment event's training while the projection has only a placeholder or a deletion", () => {
    assert.deepEqual(enrolmentClassFields(undefined, trainingEvent, NO_DATES), trainingEvent);
    assert.deepEqual(
      enrolmentClassFields({ revision: 0, id_treinamento: null, nome_treinamento: null }, trainingEvent, NO_DATES),
      trainingEvent,
    );
    assert.deepEqual(
      enrolmentClassFields({ revision: 4, id_treinamento: null, nome_treinamento: null }, trainingEvent, NO_DATES),
      trainingEvent,
    );
  });

  it('keeps only the dates it is told to keep', () => {
    assert.deepEqual(enrolmentClassFields(undefined, datedEvent, NO_DATES), trainingEvent);
    assert.deepEqual(enrolmentClassFields(undefined, datedEvent, ['data_fim']), {
      id_treinamento: 10,
      nome_treinamento: 'Excel',
      data_fim: '2026-03-06',
    });
  });

  it('names the training after the training projection when it holds a name', () => {
    for (const event of [datedEvent, trainingEvent]) {
      assert.equal(withTrainingName(event, { revision: 2, nome_treinamento: 'Excel Avançado' }).nome_treinamento, 'Excel Avançado');
      assert.equal(withTrainingName(event, { revision: 0, nome_treinamento: null }).nome_treinamento, 'Excel');
      assert.equal(withTrainingName(event, undefined).nome_treinamento, 'Excel');
    }
  });
});
