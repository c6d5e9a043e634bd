import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { commissionEffect, commissionScope } from './commission.rules.js';

describe('commission rules', () => {
  it('limits a Vendas user (type 3) to their own sales and lets every other type see all rows', () => {
    assert.deepEqual(commissionScope({ id_usuario: 9, id_tipo_usuario: 3 }), { kind: 'own-sales', id_usuario_venda: 9 });
    for (const type of [1, 2, 4, 5]) assert.deepEqual(commissionScope({ id_usuario: 9, id_tipo_usuario: type }), { kind: 'all' });
  });

  it('writes a row for a new enrolment with commission and removes it when the flag goes off', () => {
    assert.equal(commissionEffect(null, { sequence: 1, gera_comissao: true }), 'upsert');
    assert.equal(commissionEffect(null, { sequence: 1, gera_comissao: false }), 'remove');
    assert.equal(commissionEffect(3, { sequence: 4, gera_comissao: false }), 'remove');
    assert.equal(commissionEffect(4, { sequence: 5, gera_comissao: true }), 'upsert');
  });

  it('ignores a repeated, a replayed-current or an older event', () => {
    assert.equal(commissionEffect(4, { sequence: 4, gera_comissao: true }), 'ignore');
    assert.equal(commissionEffect(4, { sequence: 2, gera_comissao: true }), 'ignore');
    assert.equal(commissionEffect(4, { sequence: 3, gera_comissao: false }), 'ignore');
  });
});
