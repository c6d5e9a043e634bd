import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import {
  commissionAmounts,
  commissionOn,
  firstOpenFrom,
  type LedgerEntry,
  openEntries,
  parseMonth,
  repeatedRate,
} from './commission-amounts.rules.js';

const facts = { id_usuario_venda: 7, id_status_inscricao: 1, valor_pago: null, recebido: null, taxa: 1000 };
const entry = (changes: Partial<LedgerEntry>): LedgerEntry => ({
  mes: '2026-01',
  id_usuario_venda: 7,
  valor_base: 100000,
  percentual: 1000,
  valor_comissao: 10000,
  tipo: 'Comissão',
  ...changes,
});

describe('commission amounts', () => {
  it('rounds the commission half-up to the centavo, exactly', () => {
    assert.equal(commissionOn(15000, 1000), 1500);
    assert.equal(commissionOn(12345, 1050), 1296);
    assert.equal(commissionOn(10005, 5000), 5003);
    assert.equal(commissionOn(99999999999, 9999), 99989999999);
  });

  it("takes the charges' net when there are charges, else valor_pago only in a paid status", () => {
    assert.equal(commissionAmounts({ ...facts, recebido: 50000 }).valor_base, 50000);
    assert.equal(commissionAmounts({ ...facts, recebido: 0, id_status_inscricao: 3, valor_pago: 9000 }).valor_base, 0);
    assert.equal(commissionAmounts({ ...facts, id_status_inscricao: 3, valor_pago: 9000 }).valor_comissao, 900);
    assert.equal(commissionAmounts({ ...facts, id_status_inscricao: 8, valor_pago: 9000 }).valor_base, 9000);
    assert.equal(commissionAmounts({ ...facts, id_status_inscricao: 2, valor_pago: 9000 }).valor_base, 0);
    assert.equal(commissionAmounts({ ...facts, recebido: 9000, taxa: null }).valor_comissao, 0);
  });
});

describe('commission ledger', () => {
  const now = { id_usuario_venda: 7, valor_base: 100000, percentual: 1000, valor_comissao: 10000, mes: '2026-01' };

  it("books a commission in its payment's month, or the first open month after it", () => {
    assert.deepEqual(openEntries(now, [], new Set()), [entry({})]);
    assert.deepEqual(openEntries(now, [], new Set(['2026-01', '2026-02'])), [entry({ mes: '2026-03' })]);
    assert.equal(firstOpenFrom('2026-12', new Set(['2026-12'])), '2027-01');
    assert.deepEqual(openEntries({ ...now, valor_base: 0, valor_comissao: 0 }, [], new Set()), []);
    assert.deepEqual(openEntries({ ...now, id_usuario_venda: null }, [], new Set()), []);
  });

  it('leaves closed entries and books the difference, per seller, as an adjustment', () => {
    const closed = new Set(['2026-01']);
    assert.deepEqual(openEntries(null, [entry({})], closed), [
      entry({ mes: '2026-02', valor_base: -100000, valor_comissao: -10000, tipo: 'Ajuste' }),
    ]);
    assert.deepEqual(openEntries(now, [entry({})], closed), []);
    assert.deepEqual(openEntries({ ...now, id_usuario_venda: 8 }, [entry({})], closed), [
      entry({ mes: '2026-02', valor_base: -100000, valor_comissao: -10000, tipo: 'Ajuste' }),
      entry({ mes: '2026-02', id_usuario_venda: 8, tipo: 'Ajuste' }),
    ]);
    assert.deepEqual(openEntries({ ...now, mes: '2026-04', valor_base: 150000, valor_comissao: 15000 }, [entry({})], closed), [
      entry({ mes: '2026-04', valor_base: 50000, valor_comissao: 5000, tipo: 'Ajuste' }),
    ]);
  });
});

describe('commission rates input', () => {
  it('refuses a seller and training twice (null is every training)', () => {
    const rate = (id_treinamento: number | null) => ({ id_usuario: 3, id_treinamento, percentual: 100 });
    assert.equal(repeatedRate([rate(null), rate(4)]), null);
    assert.equal(repeatedRate([rate(null), rate(4), rate(null)])?.field, '[2]');
  });

  it('reads a month', () => {
    assert.equal(parseMonth('2026-02'), '2026-02');
    assert.equal(parseMonth('2026-13'), null);
    assert.equal(parseMonth('02/2026'), null);
  });
});
