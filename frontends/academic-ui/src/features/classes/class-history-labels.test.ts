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

  it('writes prices, discounts and due days as the form shows them (R$ 1.234,56, DD/MM/YYYY)', () => {
    expect(describeClassChange({ campo: 'valor', de: null, para: '1234.56' }, names)).toEqual({
      label: 'Valor da turma (R$)',
      from: '(vazio)',
      to: 'R$ 1.234,56',
    });
    expect(describeClassChange({ campo: 'alunos[7].desconto', de: '100.50', para: '1500.00' }, names)).toEqual({
      label: 'Aluno Maria Souza: Desconto (R$)',
      from: 'R$ 100,50',
      to: 'R$ 1.500,00',
    });
    expect(describeClassChange({ campo: 'alunos[7].parcelas', de: 1, para: 6 }, names).label).toBe('Aluno Maria Souza: Parcelas');
    expect(describeClassChange({ campo: 'alunos[7].primeiro_vencimento', de: null, para: '2026-05-10' }, names).to).toBe('10/05/2026');
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
});
