import { describe, expect, it } from '@jest/globals';
import { describeClassChange, type ClassHistoryNames } from './class-history-labels';

const names: ClassHistoryNames = {
  students: new Map([[7, 'Maria Souza']]),
  trainings: new Map([[2, 'Excel']]),
  users: new Map([[3, 'Instrutora']]),
  classStatuses: new Map([[1, 'Aberta']]),
  enrolmentStatuses: new Map([
    [1, 'Inscrito'],
    [3, 'Pago'],
  ]),
  paymentMethods: new Map([[3, 'PIX']]),
  sessions: new Map([[33, '2026-04-06']]),
};

describe('describeClassChange', () => {
  it('names an entry change by its student and the form label, values by the reference lists', () => {
    expect(describeClassChange({ campo: 'alunos[7].id_inscricao', de: 1, para: 3 }, names)).toEqual({
      label: 'Aluno Maria Souza: Status da Inscrição',
      from: 'Inscrito',
      to: 'Pago',
    });
    expect(describeClassChange({ campo: 'alunos[7].valor_pago', de: null, para: 900 }, names).to).toBe('R$ 900,00');
  });

  it('writes the class fields as the form does: dates DD/MM/YYYY, ids by name, yes/no', () => {
    expect(describeClassChange({ campo: 'data_inicio', de: '2026-04-06', para: '2026-05-04' }, names)).toEqual({
      label: 'Data de Início',
      from: '06/04/2026',
      to: '04/05/2026',
    });
    expect(describeClassChange({ campo: 'id_treinamento', de: null, para: 2 }, names)).toEqual({
      label: 'Treinamento',
      from: '(vazio)',
      to: 'Excel',
    });
    expect(describeClassChange({ campo: 'gera_comissao', de: true, para: false }, names).to).toBe('Não');
  });

  it('shows an id it cannot name, and an unknown field by its name', () => {
    expect(describeClassChange({ campo: 'alunos[9].id_inscricao', de: null, para: 5 }, names)).toEqual({
      label: 'Aluno #9: Status da Inscrição',
      from: '(vazio)',
      to: '#5',
    });
    expect(describeClassChange({ campo: 'novo_campo', de: 'a', para: 'b' }, names).label).toBe('novo_campo');
  });

  it('names an attendance change by the student and the session day, marks in words', () => {
    expect(describeClassChange({ campo: 'aulas[33].alunos[7].presenca', de: null, para: 'P' }, names)).toEqual({
      label: 'Presença de Maria Souza na aula de 06/04/2026',
      from: '(vazio)',
      to: 'Presente',
    });
    expect(describeClassChange({ campo: 'aulas[33].alunos[7].presenca', de: 'A', para: 'J' }, names)).toMatchObject({
      from: 'Ausente',
      to: 'Justificada',
    });
    expect(describeClassChange({ campo: 'aulas[33].alunos[7].presenca', de: 'T', para: 'X' }, names)).toMatchObject({
      from: 'Atrasado',
      to: 'X',
    });
  });

  it('names an attendance change by ids when the session or the student is no longer known', () => {
    expect(describeClassChange({ campo: 'aulas[40].alunos[7].presenca', de: 'P', para: 'A' }, names)).toEqual({
      label: 'Presença (aula 40, aluno 7)',
      from: 'Presente',
      to: 'Ausente',
    });
    expect(describeClassChange({ campo: 'aulas[33].alunos[9].presenca', de: null, para: 'A' }, names).label).toBe(
      'Presença (aula 33, aluno 9)',
    );
  });

  it('writes the weekdays by their short names', () => {
    expect(describeClassChange({ campo: 'dias_semana', de: [1, 2, 3, 4, 5], para: [2, 4] }, names)).toEqual({
      label: 'Dias da Semana',
      from: 'Seg, Ter, Qua, Qui, Sex',
      to: 'Ter, Qui',
    });
  });
});
