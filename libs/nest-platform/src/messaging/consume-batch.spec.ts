import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { BatchHandlerError, batchCulprit, batchSizeFor } from './consume-batch.js';

describe('consumer batches', () => {
  it('applies a lone waiting delivery alone', () => {
    assert.equal(batchSizeFor(1, 5, 50), 1);
    assert.equal(batchSizeFor(1, 1, 50), 1);
  });

  it('takes nothing when nothing waits', () => {
    assert.equal(batchSizeFor(0, 5, 50), 0);
  });

  it('spreads a burst evenly over the free slots', () => {
    assert.equal(batchSizeFor(12, 5, 50), 3);
    assert.equal(batchSizeFor(100, 4, 50), 25);
    assert.equal(batchSizeFor(3, 5, 50), 1);
  });

  it('never takes more than the batch size, nor more than waits', () => {
    assert.equal(batchSizeFor(1000, 5, 50), 50);
    assert.equal(batchSizeFor(30, 1, 50), 30);
    assert.equal(batchSizeFor(30, 1, 1), 1);
  });

  it('blames the message whose handler failed', () => {
    const cause = new Error('handler quebrado');
    assert.deepEqual(batchCulprit(new BatchHandlerError(3, cause)), { index: 3, cause });
    const constraint = Object.assign(new Error('duplicate key'), { code: '23505' });
    assert.deepEqual(batchCulprit(new BatchHandlerError(0, constraint)), { index: 0, cause: constraint });
  });

  it('blames no message for a failure outside the handlers or one that belongs to the transaction', () => {
    assert.equal(batchCulprit(new Error('commit failed')), undefined);
    for (const code of ['40P01', '40001', '25P02']) {
      const cause = Object.assign(new Error(code), { code });
      assert.equal(batchCulprit(new BatchHandlerError(1, cause)), undefined, code);
      assert.equal(batchCulprit(new BatchHandlerError(1, { message: code, driverError: { code } })), undefined, `${code} (TypeORM)`);
    }
  });
});
