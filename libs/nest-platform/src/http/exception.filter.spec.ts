import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { JsonLogger } from '../logging/json-logger.js';
import { ApiExceptionFilter } from './exception.filter.js';

describe('API exception filter', () => {
  const filter = new ApiExceptionFilter(new JsonLogger('test', 'error'));

  it('answers text PostgreSQL cannot take (invalid byte sequence, e.g. NUL) as 400, not 500', () => {
    const error = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { driverError: { code: '22021' } });
    assert.deepEqual(filter.toApiError(error), {
      statusCode: 400,
      statusMsg: 'Texto com caracteres inválidos.',
      message: 'Texto com caracteres inválidos.',
    });
  });

  it('keeps unknown errors a 500 with no detail', () => {
    assert.equal(filter.toApiError(new Error('boom')).statusCode, 500);
    assert.equal(filter.toApiError(new Error('boom')).statusMsg, 'Ocorreu um erro interno. Tente novamente mais tarde.');
  });
});
