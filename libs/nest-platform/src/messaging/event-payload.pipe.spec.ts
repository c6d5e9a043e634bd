import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { userSnapshot } from '../testing/session-tokens.js';
import { EventPayloadPipe, InvalidEventPayloadError, payloadProblems, runAsDispatchOf } from './event-payload.pipe.js';

const user = userSnapshot({ id_usuario: 7, permissions: ['customer'], revision: 2 });

describe('event payloads against their contracts', () => {
  it('accepts a payload that matches its contract, and unknown extra fields (an additive v1 change)', () => {
    assert.deepEqual(payloadProblems('identity.user.updated.v1', user), []);
    assert.deepEqual(payloadProblems('identity.user.updated.v1', { ...user, apelido: 'Aninha' }), []);
  });

  it('names every missing, mistyped or wrongly null field', () => {
    const { email: _email, ...withoutEmail } = user;
    const problems = payloadProblems('identity.user.updated.v1', { ...withoutEmail, id_usuario: '7', status: null, permissions: [1] });
    assert.deepEqual(problems.sort(), [
      "/ must have required property 'email'",
      '/id_usuario must be integer',
      '/permissions/0 must be string',
      '/status must be boolean',
    ]);
  });

  it('checks formats the consumers rely on: class dates as YYYY-MM-DD, revisions from 1', () => {
    const klass = {
      id_turma: 1,
      id_treinamento: 2,
      nome_treinamento: 'T',
      id_instrutor: null,
      data_inicio: '02/03/2026',
      data_fim: '2026-03-06',
      id_periodo_turma: 1,
      nome_periodo_turma: 'Manhã',
      id_status_turma: 1,
      nome_status_turma: 'Aberta',
      desc_turma: null,
      gera_comissao: true,
      revision: 0,
    };
    assert.deepEqual(payloadProblems('academic.class.updated.v1', klass).sort(), [
      '/data_inicio must match pattern "^\\d{4}-\\d{2}-\\d{2}$"',
      '/revision must be >= 1',
    ]);
  });
});

describe('EventPayloadPipe', () => {
  const pipe = new EventPayloadPipe();

  it('passes a valid @Payload() through and leaves @Ctx() alone', () => {
    const context = { not: 'a payload' };
    runAsDispatchOf('identity.user.created.v1', () => {
      assert.equal(pipe.transform(user, { type: 'body' }), user);
      assert.equal(pipe.transform(context, { type: 'custom' }), context);
    });
  });

  it('refuses an invalid payload with an error the consumer dead-letters at once', () => {
    runAsDispatchOf('identity.user.created.v1', () => {
      assert.throws(
        () => pipe.transform({ ...user, revision: 'dois' }, { type: 'body' }),
        (error: unknown) =>
          error instanceof InvalidEventPayloadError &&
          error.type === 'identity.user.created.v1' &&
          /revision must be integer/.test(error.message),
      );
    });
  });

  it('is refused outside an event dispatch (a misconfiguration, not a bad message)', () => {
    assert.throws(() => pipe.transform(user, { type: 'body' }), /fora de um despacho/);
  });
});
