import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import type { ApiError } from '@treina/contracts';
import { createValidationPipe, OptionalField } from '@treina/nest-platform';
import { QueryDate } from './query-params.js';

class Range {
  @OptionalField()
  @QueryDate()
  desde?: string;
}

const read = (query: Record<string, unknown>) =>
  createValidationPipe().transform(query, { type: 'query', metatype: Range }) as Promise<Range>;

describe('a date in a query string', () => {
  it("reads 'YYYY-MM-DD' and the screen's DD/MM/YYYY as 'YYYY-MM-DD'", async () => {
    assert.equal((await read({ desde: '2030-02-01' })).desde, '2030-02-01');
    assert.equal((await read({ desde: '30/06/2030' })).desde, '2030-06-30');
    assert.equal((await read({})).desde, undefined);
  });

  it('refuses what is not a real date, naming the parameter', async () => {
    for (const desde of ['amanha', '2026-02-30', '']) {
      try {
        await read({ desde });
        assert.fail(desde);
      } catch (error) {
        const body = (error as { getResponse(): ApiError }).getResponse();
        assert.equal(body.statusMsg, "O parâmetro 'desde' deve ser uma data (AAAA-MM-DD).", desde);
      }
    }
  });
});
