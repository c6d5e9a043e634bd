import { afterEach, describe, expect, it, jest } from '@jest/globals';
import type { EnrolmentFormEntry, TransferContext } from './class-enrolment';
import { changeEnrolmentStatus, type StatusChangeEffects } from './class-enrolment-status';
import { MSG_NO_TRANSFER_REQUEST_ON_SELECTION } from './class-enrolment-transfer';

const entry = (extra: Partial<EnrolmentFormEntry> = {}): EnrolmentFormEntry => ({
  key: 'k1',
  id: 1,
  id_aluno: 11,
  nome_aluno: 'Bruno Lima',
  id_inscricao: 3,
  id_forma_pagto: '',
  valor_pago: '',
  cod_pagto: '',
  gera_comissao: true,
  libera_conteudo: false,
  id_status_contrato_aluno: null,
  id_turma_origem: null,
  parcelas: 1,
  desconto: '',
  primeiro_vencimento: '',
  storedStatus: 3,
  ...extra,
});

const oneRequest: TransferContext = {
  requests: [
    {
      id_turma: 10,
      label: 'Turma 10',
      payment: { id_forma_pagto: 2, valor_pago: 900, cod_pagto: 'CC-10', gera_comissao: false, libera_conteudo: true },
    },
  ],
  hasEarlierTransfer: false,
};

/** Effects over one entry held here, as the section's list would hold it; `alerts` records every alert shown. */
function harness(start: EnrolmentFormEntry, load: (studentId: number) => Promise<TransferContext>) {
  let current = start;
  const alerts: string[] = [];
  const effects: StatusChangeEffects = {
    update: (update) => {
      current = update(current);
    },
    alert: (message) => alerts.push(message),
    loadTransferContext: load,
  };
  return { effects, alerts, current: () => current };
}

afterEach(() => {
  jest.restoreAllMocks();
});

describe('changing the status of a listed student', () => {
  it('drops the transfer data when leaving a transfer, keeping the origin of a stored entry', async () => {
    const load = jest.fn(async () => oneRequest);
    const stored = harness(entry({ id_inscricao: 7, storedStatus: 7, id_turma_origem: 10, transfer: oneRequest }), load);
    await changeEnrolmentStatus(stored.current(), 3, stored.effects);
    expect(stored.current()).toMatchObject({ id_inscricao: 3, transfer: undefined, id_turma_origem: 10 });
    const added = harness(entry({ id: undefined, storedStatus: undefined, id_inscricao: 7, id_turma_origem: 10 }), load);
    await changeEnrolmentStatus(added.current(), 1, added.effects);
    expect(added.current()).toMatchObject({ id_inscricao: 1, id_turma_origem: null });
    expect(load).not.toHaveBeenCalled();
  });

  it('reads the transfer requests when entering a transfer and copies the only one', async () => {
    const { effects, current } = harness(entry(), async () => oneRequest);
    await changeEnrolmentStatus(current(), 7, effects);
    expect(current()).toMatchObject({
      id_inscricao: 7,
      id_turma_origem: 10,
      valor_pago: '900,00',
      cod_pagto: 'CC-10',
      libera_conteudo: true,
    });
  });

  it('alerts and puts the status back when there is no transfer request', async () => {
    const { effects, alerts, current } = harness(entry(), async () => ({ requests: [], hasEarlierTransfer: false }));
    await changeEnrolmentStatus(current(), 8, effects);
    expect(alerts).toEqual(['', MSG_NO_TRANSFER_REQUEST_ON_SELECTION]);
    expect(current().id_inscricao).toBe(3);
  });

  it('puts the status back, with no alert, when the requests cannot be read', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { effects, alerts, current } = harness(entry(), () => Promise.reject(new Error('offline')));
    await changeEnrolmentStatus(current(), 7, effects);
    expect(current().id_inscricao).toBe(3);
    expect(alerts).toEqual(['']);
    expect(logged).toHaveBeenCalledTimes(1);
  });
});
