import { describe, expect, it } from '@jest/globals';
import type { ClassEnrolmentEntry, EnrolmentStatusRow, StudentClassDetail } from '@treina/contracts';
import {
  EMPTY_ADD_ROW,
  MSG_FILL_ALL_FIELDS,
  MSG_NO_TRANSFER_REQUEST_ON_SELECTION,
  addStudent,
  applyTransferStatus,
  chooseTransferOrigin,
  countedStudents,
  entriesFromClass,
  entryToInput,
  excludedStudentIds,
  isClassFinished,
  originRequired,
  showsOriginSelector,
  statusOptionsFor,
  studentCountText,
  transferContextFrom,
  type EnrolmentFormEntry,
} from './class-students';

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
  ...extra,
});

describe('the class student section rules', () => {
  it('offers statuses 1, 2, 3, 7 and 8 to a new entry and every status to an existing one', () => {
    expect(statusOptionsFor(true, STATUSES).map((s) => s.id_status_inscricao)).toEqual([1, 2, 3, 7, 8]);
    expect(statusOptionsFor(false, STATUSES).map((s) => s.id_status_inscricao)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('locks the section when the class status is not 1, 2 or 3', () => {
    expect([1, 2, 3].map(isClassFinished)).toEqual([false, false, false]);
    expect([4, 5, 9].map(isClassFinished)).toEqual([true, true, true]);
    expect(isClassFinished('')).toBe(false);
  });

  it('counts students without statuses 4 and 6, and shows - without a student list', () => {
    const alunos = [1, 2, 3, 4, 5, 6, 7, 8].map((id_inscricao) => ({ id_inscricao }));
    expect(countedStudents(alunos)).toBe(6);
    expect(studentCountText({ alunos, count_alunos: null })).toBe('6 aluno(s)');
    expect(studentCountText({ alunos, count_alunos: 6 })).toBe('6 aluno(s)');
    expect(studentCountText({ alunos: [{ id_inscricao: 4 }] })).toBe('0 aluno(s)');
    expect(studentCountText({ alunos: [] })).toBe('-');
    expect(studentCountText({ alunos: null })).toBe('-');
  });

  it('asks for a student and a status before adding', () => {
    expect(addStudent([], EMPTY_ADD_ROW).alert).toBe(MSG_FILL_ALL_FIELDS);
    expect(addStudent([], { ...EMPTY_ADD_ROW, id_aluno: 7, nome_aluno: 'Bia' }).alert).toBe(MSG_FILL_ALL_FIELDS);
    expect(addStudent([], { ...EMPTY_ADD_ROW, id_inscricao: 1 }).alert).toBe(MSG_FILL_ALL_FIELDS);
    const added = addStudent([], { ...EMPTY_ADD_ROW, id_aluno: 7, nome_aluno: 'Bia', id_inscricao: 2 });
    expect(added.alert).toBeUndefined();
    expect(added.entries).toHaveLength(1);
    // SPEC section 9: commission on, content release off.
    expect(added.entries[0]).toMatchObject({ id_aluno: 7, id_inscricao: 2, gera_comissao: true, libera_conteudo: false });
    expect(excludedStudentIds(added.entries)).toEqual([7]);
  });

  it('leaves removed students (4) out of the form so the picker offers them again', () => {
    const entries = entriesFromClass([
      stored({ id_aluno: 1 }),
      stored({ id: 6, id_aluno: 2, id_inscricao: 4 }),
      stored({ id: 7, id_aluno: 3, id_inscricao: 6, valor_pago: 1500.5 }),
    ]);
    expect(entries.map((e) => e.id_aluno)).toEqual([1, 3]);
    expect(entries[1]).toMatchObject({ storedStatus: 6, valor_pago: '1.500,50' });
    expect(excludedStudentIds(entries)).toEqual([1, 3]);
  });

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
    });
    expect(entryToInput({ ...entry, storedStatus: 7 })).not.toHaveProperty('id_turma_origem');
  });
});
