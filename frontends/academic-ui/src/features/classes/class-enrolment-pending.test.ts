import { describe, expect, it } from '@jest/globals';
import { EMPTY_ADD_ROW, type EnrolmentFormEntry } from './class-enrolment';
import { entriesForSave, hasUnsavedEnrolments, isAddRowFilled, msgUnsavedEntries, unsavedEntries } from './class-enrolment-pending';

const stored: EnrolmentFormEntry = {
  key: 'inscricao-5',
  id: 5,
  id_aluno: 50,
  nome_aluno: 'Ana',
  id_inscricao: 1,
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
  storedStatus: 1,
};
const added: EnrolmentFormEntry = { ...stored, key: 'novo-1', id: undefined, storedStatus: undefined, id_aluno: 51, nome_aluno: 'Bia' };

describe('students the class form holds and the server does not', () => {
  it('counts the rows added in the form as unsaved, not the stored ones', () => {
    expect(unsavedEntries([stored, added])).toEqual([added]);
    expect(hasUnsavedEnrolments([stored], null)).toBe(false);
    expect(hasUnsavedEnrolments([stored, added], null)).toBe(true);
    expect(msgUnsavedEntries(1)).toBe("1 aluno adicionado e ainda não salvo: clique em 'Salvar' para gravá-lo na turma.");
    expect(msgUnsavedEntries(2)).toMatch(/^2 alunos adicionados e ainda não salvos/);
  });

  it('counts an add-student row once anything is chosen or typed in it, its defaults not', () => {
    expect(isAddRowFilled(EMPTY_ADD_ROW)).toBe(false);
    expect(isAddRowFilled({ ...EMPTY_ADD_ROW, valor_pago: '  ' })).toBe(false);
    expect(isAddRowFilled({ ...EMPTY_ADD_ROW, id_aluno: 7, nome_aluno: 'Caio' })).toBe(true);
    expect(isAddRowFilled({ ...EMPTY_ADD_ROW, id_inscricao: 3 })).toBe(true);
    expect(isAddRowFilled({ ...EMPTY_ADD_ROW, valor_pago: '100' })).toBe(true);
    expect(isAddRowFilled({ ...EMPTY_ADD_ROW, gera_comissao: false })).toBe(true);
    expect(hasUnsavedEnrolments([stored], { ...EMPTY_ADD_ROW, id_inscricao: 3 })).toBe(true);
    expect(hasUnsavedEnrolments([stored], EMPTY_ADD_ROW)).toBe(false);
  });

  it("takes a complete add-student row along on 'Salvar', and stops the save naming what an incomplete one lacks", () => {
    expect(entriesForSave([stored], null)).toEqual({ entries: [stored] });
    expect(entriesForSave([stored], EMPTY_ADD_ROW)).toEqual({ entries: [stored] });
    const taken = entriesForSave([stored], { ...EMPTY_ADD_ROW, id_aluno: 7, nome_aluno: 'Caio', id_inscricao: 3 });
    expect(taken.entries).toHaveLength(2);
    expect(taken.entries![1]).toMatchObject({ id_aluno: 7, id_inscricao: 3, gera_comissao: true, libera_conteudo: false });
    expect(entriesForSave([stored], { ...EMPTY_ADD_ROW, id_aluno: 7, nome_aluno: 'Caio' }).alert).toBe(
      "Aluno não adicionado. Preencha: Status da Inscrição (ou clique em 'Limpar' na linha 'Adicionar aluno').",
    );
  });
});
