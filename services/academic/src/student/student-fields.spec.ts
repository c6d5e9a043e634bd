import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { formatCpf, formatPhone, isValidCpf, PHONE_FORMAT } from './student-fields.js';

describe('student fields', () => {
  it('accepts CPFs whose check digits are right, masked or not', () => {
    assert.equal(isValidCpf('529.982.247-25'), true);
    assert.equal(isValidCpf('52998224725'), true);
    assert.equal(isValidCpf('111.444.777-35'), true);
  });

  it('refuses wrong check digits, wrong lengths and repeated digits', () => {
    assert.equal(isValidCpf('529.982.247-24'), false);
    assert.equal(isValidCpf('111.444.777-53'), false);
    assert.equal(isValidCpf('5299822472'), false);
    assert.equal(isValidCpf('111.111.111-11'), false);
    assert.equal(isValidCpf('abc'), false);
  });

  it('formats CPF and phone as the masks show them', () => {
    assert.equal(formatCpf('52998224725'), '529.982.247-25');
    assert.equal(formatPhone('11987654321'), '(11) 98765-4321');
    assert.equal(formatPhone('(11) 3456-7890'), '(11) 3456-7890');
    assert.equal(formatPhone('+55 11 98765-4321'), '(11) 98765-4321');
    assert.ok(PHONE_FORMAT.test(formatPhone('1134567890')));
    assert.equal(PHONE_FORMAT.test(formatPhone('123')), false);
    assert.equal(PHONE_FORMAT.test(formatPhone('(01) 98765-4321')), false);
  });
});
