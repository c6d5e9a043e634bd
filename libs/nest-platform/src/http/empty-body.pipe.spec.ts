import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import type { HttpException } from '@nestjs/common';
import { EmptyBodyPipe } from './empty-body.pipe.js';

const refusal = (value: unknown) => {
  try {
    new EmptyBodyPipe().transform(value);
  } catch (error) {
    return { status: (error as HttpException).getStatus(), body: (error as HttpException).getResponse() as { statusMsg: string } };
  }
  return null;
};

describe('the body of an action that takes none', () => {
  it('accepts nothing and an empty object', () => {
    for (const value of [undefined, null, {}]) assert.equal(refusal(value), null, JSON.stringify(value));
  });

  it('refuses any field with a 400 naming it, as an unknown field is refused elsewhere', () => {
    const refused = refusal({ motivo: 'pedido do titular' });
    assert.equal(refused?.status, 400);
    assert.equal(refused?.body.statusMsg, "O campo 'motivo' não é permitido.");
  });

  it('refuses a body that is not an object', () => {
    for (const value of ['x', 1, true, []]) {
      assert.equal(refusal(value)?.body.statusMsg, 'O corpo da requisição deve ser um objeto JSON.', JSON.stringify(value));
    }
  });
});
