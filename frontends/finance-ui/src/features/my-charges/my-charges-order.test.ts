import { describe, expect, it } from '@jest/globals';
import type { ChargeRow } from '@treina/contracts';
import { chargesToPayFirst } from './my-charges-order';

const row = (id: number, status: ChargeRow['status'], vencimento: string) => ({ id, status, vencimento, parcela: id }) as ChargeRow;

describe('Financeiro: order', () => {
  it('puts overdue and open charges first by due day, then paid and cancelled ones by due day', () => {
    const ordered = chargesToPayFirst([
      row(1, 'Paga', '2026-01-05'),
      row(3, 'Aberta', '2026-03-05'),
      row(2, 'Vencida', '2026-02-05'),
      row(4, 'Cancelada', '2026-01-20'),
    ]);
    expect(ordered.map((charge) => charge.id)).toEqual([2, 3, 1, 4]);
  });
});
