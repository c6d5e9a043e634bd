import { describe, expect, it } from '@jest/globals';
import { describeStudentChange, type StudentHistoryNames } from './student-history-labels';

const names: StudentHistoryNames = {
  trainings: new Map([
    [1, 'Excel'],
    [2, 'Power BI'],
  ]),
  statuses: new Map([[3, 'Matriculado']]),
  channels: new Map([[4, 'Instagram']]),
};

describe('describeStudentChange', () => {
  it('uses the student form labels, dates DD/MM/YYYY and names for ids', () => {
    expect(describeStudentChange({ campo: 'data_nasc', de: null, para: '1990-05-17' }, names)).toEqual({
      label: 'Data de Nascimento',
      from: '(vazio)',
      to: '17/05/1990',
    });
    expect(describeStudentChange({ campo: 'id_status_aluno', de: 3, para: 9 }, names)).toEqual({
      label: 'Situação',
      from: 'Matriculado',
      to: '#9',
    });
    expect(describeStudentChange({ campo: 'id_canal_aluno', de: null, para: 4 }, names).to).toBe('Instagram');
    expect(describeStudentChange({ campo: 'possui_login', de: false, para: true }, names)).toEqual({
      label: 'Habilitar acesso ao Sistema',
      from: 'Não',
      to: 'Sim',
    });
  });

  it('lists interests by training name and documents by file name', () => {
    expect(describeStudentChange({ campo: 'interesses', de: [1], para: [1, 2] }, names)).toEqual({
      label: 'Interesses',
      from: 'Excel',
      to: 'Excel, Power BI',
    });
    expect(describeStudentChange({ campo: 'documentos', de: null, para: ['rg.pdf', 'cpf.png'] }, names)).toEqual({
      label: 'Documentos',
      from: '(vazio)',
      to: 'rg.pdf, cpf.png',
    });
  });
});
