import { describe, expect, it } from '@jest/globals';
import type { EnrolmentStatusRow } from '@treina/contracts';
import { isClassFinished, statusOptionsFor } from './class-enrolment';

const STATUSES: EnrolmentStatusRow[] = [
  [1, 'Inscrito'],
  [2, 'Pagamento Pendente'],
  [3, 'Pago'],
  [4, 'Cancelado'],
  [5, 'Estornado'],
  [6, 'Solicitação de Transferência'],
  [7, 'Transferido'],
  [8, 'Transferência Paga'],
].map(([id, nome]) => ({ id_status_inscricao: id as number, nome_status_inscricao: nome as string }));

describe('the rows of the class student section', () => {
  it('offers statuses 1, 2, 3, 7 and 8 to a new entry and every status to an existing one', () => {
    expect(statusOptionsFor(true, STATUSES).map((s) => s.id_status_inscricao)).toEqual([1, 2, 3, 7, 8]);
    expect(statusOptionsFor(false, STATUSES).map((s) => s.id_status_inscricao)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('locks the section when the class status is not 1, 2 or 3', () => {
    expect([1, 2, 3].map(isClassFinished)).toEqual([false, false, false]);
    expect([4, 5, 9].map(isClassFinished)).toEqual([true, true, true]);
    expect(isClassFinished('')).toBe(false);
  });
});
