import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { commissionScope } from './commission.rules.js';

describe('commission rules', () => {
  it('limits a Vendas user (type 3) to their own sales and lets every other type see all rows', () => {
    assert.deepEqual(commissionScope({ id_usuario: 9, id_tipo_usuario: 3 }), { kind: 'own-sales', id_usuario_venda: 9 });
    for (const type of [1, 2, 4, 5]) assert.deepEqual(commissionScope({ id_usuario: 9, id_tipo_usuario: type }), { kind: 'all' });
  });
});
