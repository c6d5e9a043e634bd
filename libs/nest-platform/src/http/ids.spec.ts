import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { MAX_ID, parseId } from './ids.js';

describe('ids', () => {
  it('takes a positive id up to the largest int4', () => {
    assert.equal(parseId('1', 'id'), 1);
    assert.equal(parseId(String(MAX_ID), 'id'), MAX_ID);
    assert.equal(parseId(42, 'id'), 42, 'as the validation pipe hands plain digits on');
  });

  it('refuses zero, a larger id, signs, decimals and non-text with a 400 naming the parameter', () => {
    for (const value of ['0', String(MAX_ID + 1), MAX_ID + 1, '-1', -1, '+1', '1.5', 1.5, '1e3', 1e21, '', undefined, ['1']]) {
      assert.throws(() => parseId(value, 'userId'), /O parâmetro 'userId' deve ser um id numérico/, String(value));
    }
  });
});
