import { describe, expect, it } from '@jest/globals';
import type { StudentClassDetail } from '@treina/contracts';
import { EMPTY_ADD_ROW } from './class-enrolment';
import {
  MSG_NO_TRANSFER_REQUEST_ON_SELECTION,
  applyTransferStatus,
  chooseTransferOrigin,
  originRequired,
  showsOriginSelector,
  transferContextFrom,
} from './class-enrolment-transfer';

const turma = (extra: Partial<StudentClassDetail>): StudentClassDetail => ({
  id: 1,
  id_turma: 10,
  id_treinamento: 6,
  nome_treinamento: 'CPA-10',
  data_inicio: '2026-04-06',
  data_fim: '2026-04-10',
  id_periodo_turma: 1,
  nome_periodo_turma: 'Noturno',
  id_inscricao: 3,
  nome_status_inscricao: 'Pago',
  data_hora_inclusao: '2026-03-01T12:00:00Z',
  data_hora_pagamento: null,
  data_hora_cancelamento: null,
  id_forma_pagto: 3,
  nome_forma_pagto: 'PIX',
  valor_pago: 1490,
  cod_pagto: 'PIX-1',
  cci: 'abc',
  gera_comissao: false,
  libera_conteudo: true,
  id_turma_origem: null,
  ...extra,
});

describe('transfers in the class student section', () => {
  it('alerts when choosing a transfer for a student without a transfer request elsewhere', () => {
    const context = transferContextFrom([turma({ id_turma: 10, id_inscricao: 3 }), turma({ id_turma: 20, id_inscricao: 6 })], 20);
    expect(context.requests).toEqual([]);
    const outcome = applyTransferStatus({ ...EMPTY_ADD_ROW, id_aluno: 1, id_inscricao: 7 }, context);
    expect(outcome.alert).toBe(MSG_NO_TRANSFER_REQUEST_ON_SELECTION);
  });

  it('copies the payment data of the only transfer request, with no choice needed', () => {
    const context = transferContextFrom([turma({ id_turma: 10, id_inscricao: 6 })], 20);
    expect(originRequired(context)).toBe(false);
    const outcome = applyTransferStatus({ ...EMPTY_ADD_ROW, id_aluno: 1, id_inscricao: 7 }, context);
    expect(outcome.entry).toMatchObject({
      id_forma_pagto: 3,
      valor_pago: '1.490,00',
      cod_pagto: 'PIX-1',
      gera_comissao: false,
      libera_conteudo: true,
      id_turma_origem: 10,
    });
    expect(showsOriginSelector({ ...outcome.entry!, storedStatus: undefined })).toBe(true);
  });

  it('asks for the origin with several requests or an earlier transfer, then copies from the chosen class', () => {
    const several = transferContextFrom(
      [turma({ id_turma: 10, id_inscricao: 6 }), turma({ id_turma: 11, id_inscricao: 6, valor_pago: 900, cod_pagto: 'B' })],
      20,
    );
    expect(originRequired(several)).toBe(true);
    const earlier = transferContextFrom([turma({ id_turma: 10, id_inscricao: 6 }), turma({ id_turma: 12, id_inscricao: 7 })], 20);
    expect(originRequired(earlier)).toBe(true);
    const pending = applyTransferStatus({ ...EMPTY_ADD_ROW, id_aluno: 1, id_inscricao: 8 }, several).entry!;
    expect(pending.id_turma_origem).toBeNull();
    expect(pending.valor_pago).toBe('');
    const chosen = chooseTransferOrigin(pending, 11);
    expect(chosen).toMatchObject({ id_turma_origem: 11, valor_pago: '900,00', cod_pagto: 'B' });
  });

  it('shows the origin selector only when a transfer is entered and requests exist', () => {
    const context = transferContextFrom([turma({ id_turma: 10, id_inscricao: 6 })], 20);
    expect(showsOriginSelector({ id_inscricao: 7, transfer: context })).toBe(true);
    expect(showsOriginSelector({ id_inscricao: 3, transfer: context })).toBe(false);
    expect(showsOriginSelector({ id_inscricao: 7, transfer: { requests: [], hasEarlierTransfer: false } })).toBe(false);
    expect(showsOriginSelector({ id_inscricao: 7 })).toBe(false);
    // Already a transfer.
    expect(showsOriginSelector({ id_inscricao: 8, storedStatus: 7, transfer: context })).toBe(false);
  });
});
