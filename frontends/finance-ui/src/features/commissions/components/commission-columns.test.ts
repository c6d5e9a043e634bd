import { describe, expect, it } from '@jest/globals';
import type { CommissionRow } from '@treina/contracts';
import { COMMISSION_COLUMNS, paymentCellText } from './commission-columns';

const row = (changes: Partial<CommissionRow> = {}): CommissionRow => ({
  id: 1,
  id_turma: 10,
  nome_treinamento: 'Excel Avançado',
  data_inicio: '2026-03-02',
  data_fim: '2026-03-06',
  nome_aluno: 'Ana',
  data_hora_inscricao: '2026-02-10T15:00:00.000Z',
  id_status_inscricao: 1,
  status_inscricao: 'INSCRITO',
  data_hora_cancelamento: null,
  data_hora_pagamento: null,
  id_usuario_venda: 3,
  nome_vendedor: 'Vera',
  valor_base: '1500.00',
  percentual: '10.00',
  valor_comissao: '150.00',
  ...changes,
});

describe('payment column (SPEC "Commissions")', () => {
  it('shows the payment date when there is one', () => {
    expect(paymentCellText(row({ id_status_inscricao: 3, data_hora_pagamento: '2026-02-12T15:00:00.000Z' }))).toBe('12/02/2026');
    // Even for a status that is no longer paid, a payment date present is shown.
    expect(paymentCellText(row({ id_status_inscricao: 8, data_hora_pagamento: '2026-02-20T15:00:00.000Z' }))).toBe('20/02/2026');
  });

  it("shows PENDENTE for an entry awaiting payment (1 'Inscrito', 2 'Pagamento Pendente') that is neither paid nor cancelled", () => {
    expect(paymentCellText(row())).toBe('PENDENTE');
    expect(paymentCellText(row({ id_status_inscricao: 2, status_inscricao: 'Pagamento Pendente' }))).toBe('PENDENTE');
  });

  it('shows a dash for a cancelled entry and for any other status without payment', () => {
    expect(paymentCellText(row({ data_hora_cancelamento: '2026-02-11T10:00:00.000Z' }))).toBe('-');
    expect(
      paymentCellText(row({ id_status_inscricao: 4, status_inscricao: 'Cancelado', data_hora_cancelamento: '2026-02-11T10:00:00.000Z' })),
    ).toBe('-');
    for (const status of [5, 6, 7, 9]) expect(paymentCellText(row({ id_status_inscricao: status }))).toBe('-');
  });

  it("has SPEC's columns, in order, with DD/MM/YYYY dates", () => {
    expect(COMMISSION_COLUMNS.map((column) => column.header)).toEqual([
      'Treinamento',
      'Início',
      'Término',
      'Aluno',
      'Status da Inscrição',
      'Data da Inscrição',
      'Pagamento',
      'Cancelamento',
      'Vendedor',
      'Base',
      '%',
      'Comissão',
    ]);
    const values = COMMISSION_COLUMNS.map((column) => column.accessor(row({ data_hora_cancelamento: '2026-02-11T10:00:00.000Z' })));
    expect(values).toEqual([
      'Excel Avançado',
      '02/03/2026',
      '06/03/2026',
      'Ana',
      'INSCRITO',
      '10/02/2026',
      '-',
      '11/02/2026',
      'Vera',
      'R$ 1.500,00',
      '10,00%',
      'R$ 150,00',
    ]);
  });
});
