import { describe, expect, it } from '@jest/globals';
import type { ClassEnrolmentEntry } from '@treina/contracts';
import { EMPTY_ADD_ROW, type EnrolmentFormEntry } from './class-enrolment';
import { addStudent, entriesFromClass, entryToInput, excludedStudentIds, missingAddFields } from './class-enrolment-list';

const stored = (extra: Partial<ClassEnrolmentEntry>): ClassEnrolmentEntry => ({
  id: 5,
  id_aluno: 50,
  nome_aluno: 'Ana',
  id_inscricao: 1,
  nome_status_inscricao: 'Inscrito',
  id_forma_pagto: null,
  nome_forma_pagto: null,
  valor_pago: null,
  cod_pagto: null,
  cci: 'x',
  data_hora_inclusao: '2026-03-01T12:00:00Z',
  data_hora_pagamento: null,
  data_hora_cancelamento: null,
  gera_comissao: true,
  libera_conteudo: false,
  id_status_contrato_aluno: null,
  id_turma_origem: null,
  parcelas: 1,
  desconto: null,
  primeiro_vencimento: null,
  ...extra,
});

describe('the class student list', () => {
  it('names the fields still empty, by their labels on screen, before adding', () => {
    expect(addStudent([], EMPTY_ADD_ROW).alert).toBe('Preencha: Nome do Aluno, Status da Inscrição');
    expect(addStudent([], { ...EMPTY_ADD_ROW, id_aluno: 7, nome_aluno: 'Bia' }).alert).toBe('Preencha: Status da Inscrição');
    expect(addStudent([], { ...EMPTY_ADD_ROW, id_inscricao: 1 }).alert).toBe('Preencha: Nome do Aluno');
    const added = addStudent([], { ...EMPTY_ADD_ROW, id_aluno: 7, nome_aluno: 'Bia', id_inscricao: 2 });
    expect(added.alert).toBeUndefined();
    expect(added.entries).toHaveLength(1);
    // Commission on, content release off.
    expect(added.entries[0]).toMatchObject({ id_aluno: 7, id_inscricao: 2, gera_comissao: true, libera_conteudo: false });
    expect(excludedStudentIds(added.entries)).toEqual([7]);
  });

  it('asks for the transfer origin only when the student has a choice of requests', () => {
    const payment = { id_forma_pagto: null, valor_pago: null, cod_pagto: null, gera_comissao: true, libera_conteudo: false };
    const requests = [10, 11].map((id_turma) => ({ id_turma, label: `Turma ${id_turma}`, payment }));
    const transfer = { ...EMPTY_ADD_ROW, id_aluno: 7, nome_aluno: 'Bia', id_inscricao: 7 };
    expect(missingAddFields({ ...transfer, transfer: { requests, hasEarlierTransfer: false } })).toEqual([
      'Turma de Origem da Transferência',
    ]);
    expect(addStudent([], { ...transfer, transfer: { requests, hasEarlierTransfer: false } }).alert).toBe(
      'Preencha: Turma de Origem da Transferência',
    );
    expect(missingAddFields({ ...transfer, transfer: { requests, hasEarlierTransfer: false }, id_turma_origem: 11 })).toEqual([]);
    expect(missingAddFields({ ...transfer, transfer: { requests: requests.slice(0, 1), hasEarlierTransfer: false } })).toEqual([]);
  });

  it('keeps cancelled students (4) in the form, so their entry can still change, and out of the picker', () => {
    const entries = entriesFromClass([
      stored({ id_aluno: 1 }),
      stored({ id: 6, id_aluno: 2, id_inscricao: 4 }),
      stored({ id: 7, id_aluno: 3, id_inscricao: 6, valor_pago: 1500.5 }),
    ]);
    expect(entries.map((e) => e.id_aluno)).toEqual([1, 2, 3]);
    expect(entries[1]).toMatchObject({ storedStatus: 4, id_inscricao: 4 });
    expect(entries[2]).toMatchObject({ storedStatus: 6, valor_pago: '1.500,50' });
    expect(entriesFromClass([stored({ parcelas: 3, desconto: '1500.50', primeiro_vencimento: '2026-05-10' })])[0]).toMatchObject({
      parcelas: 3,
      desconto: '1.500,50',
      primeiro_vencimento: '10/05/2026',
    });
    expect(excludedStudentIds(entries)).toEqual([1, 2, 3]);
  });

  it('sends the entry as the class body expects it, the origin only for a transfer being entered', () => {
    const entry: EnrolmentFormEntry = {
      key: 'k',
      id: 9,
      id_aluno: 3,
      nome_aluno: 'Caio',
      id_inscricao: 7,
      id_forma_pagto: '',
      valor_pago: ' ',
      cod_pagto: 'x ',
      gera_comissao: true,
      libera_conteudo: false,
      id_status_contrato_aluno: null,
      id_turma_origem: 10,
      parcelas: 1,
      desconto: '',
      primeiro_vencimento: '',
      storedStatus: 6,
    };
    expect(entryToInput(entry)).toEqual({
      id: 9,
      id_aluno: 3,
      id_inscricao: 7,
      id_forma_pagto: null,
      valor_pago: null,
      cod_pagto: 'x',
      gera_comissao: true,
      libera_conteudo: false,
      id_status_contrato_aluno: null,
      id_turma_origem: 10,
      parcelas: 1,
      desconto: null,
      primeiro_vencimento: null,
    });
    expect(entryToInput({ ...entry, storedStatus: 7 })).not.toHaveProperty('id_turma_origem');
    expect(entryToInput({ ...entry, parcelas: 6, desconto: ' 100,50 ', primeiro_vencimento: '10/05/2026' })).toMatchObject({
      parcelas: 6,
      desconto: '100,50',
      primeiro_vencimento: '10/05/2026',
    });
  });
});
