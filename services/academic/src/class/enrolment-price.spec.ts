import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { discountProblem, enrolmentPrice } from './enrolment-price.js';

describe("an enrolment's price and discount", () => {
  it("costs the class's own price, else its training's, else nothing", () => {
    assert.equal(enrolmentPrice('1200.00', '1500.00'), '1200.00');
    assert.equal(enrolmentPrice(null, '1500.00'), '1500.00');
    assert.equal(enrolmentPrice(null, null), null);
    assert.equal(enrolmentPrice('0.00', '1500.00'), '0.00', 'a free class is a price, not the absence of one');
  });

  it('takes a discount up to the price, to the centavo', () => {
    assert.equal(discountProblem('1500.00', null), null);
    assert.equal(discountProblem('1500.00', '0.00'), null);
    assert.equal(discountProblem('1500.00', '1500.00'), null);
    assert.equal(
      discountProblem('1500.00', '1500.01'),
      'O desconto (R$ 1.500,01) não pode ser maior que o valor da inscrição (R$ 1.500,00).',
    );
  });

  it('refuses a discount when there is no price, but not a zero one', () => {
    assert.match(discountProblem(null, '10.00')!, /^O desconto \(R\$ 10,00\) não pode ser aplicado/);
    assert.equal(discountProblem(null, '0.00'), null);
  });
});
