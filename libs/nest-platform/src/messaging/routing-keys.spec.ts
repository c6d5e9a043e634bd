import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { bindingMismatch, topicMatches } from './routing-keys.js';

describe('topic matching', () => {
  it('matches a routing key word by word, `*` standing for exactly one word', () => {
    assert.equal(topicMatches('identity.user.*.v1', 'identity.user.created.v1'), true);
    assert.equal(topicMatches('identity.user.*.v1', 'identity.user.created.v2'), false);
    assert.equal(topicMatches('identity.user.*.v1', 'identity.user.v1'), false);
    assert.equal(topicMatches('identity.user.created.v1', 'identity.user.created.v1'), true);
  });

  it('lets `#` stand for zero or more words, anywhere in the binding', () => {
    assert.equal(topicMatches('academic.enrolment.#', 'academic.enrolment.created.v1'), true);
    assert.equal(topicMatches('academic.enrolment.#', 'academic.enrolment.created.v2'), true);
    assert.equal(topicMatches('academic.enrolment.#', 'academic.enrolment'), true);
    assert.equal(topicMatches('academic.enrolment.#', 'academic.class.created.v1'), false);
    assert.equal(topicMatches('#', 'anything.at.all'), true);
    assert.equal(topicMatches('#.v1', 'academic.class.created.v1'), true);
    assert.equal(topicMatches('#.v1', 'academic.class.created.v2'), false);
  });
});

describe('bindings against handlers', () => {
  it('finds a binding no handler serves and a handler no binding reaches', () => {
    const mismatch = bindingMismatch(
      ['academic.enrolment.#', 'academic.student.*.v1', 'identity.user.*.v1'],
      ['academic.enrolment.created.v1', 'identity.user.created.v1', 'academic.class.created.v1'],
    );
    assert.deepEqual(mismatch, { unservedBindings: ['academic.student.*.v1'], unboundHandlers: ['academic.class.created.v1'] });
  });

  it('agrees when every binding is served and every handler bound', () => {
    assert.deepEqual(bindingMismatch(['#'], ['identity.user.created.v1']), { unservedBindings: [], unboundHandlers: [] });
  });
});
