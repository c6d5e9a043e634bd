import { describe, expect, it } from '@jest/globals';
import { describeTrainingChange, type TrainingHistoryNames } from './training-history-labels';

const names: TrainingHistoryNames = {
  instructors: new Map([[3, 'Instrutora']]),
  statuses: new Map([[1, 'Ativo']]),
  materials: new Map([
    [5, 'Apostila'],
    [6, 'Slides'],
  ]),
};

describe('describeTrainingChange', () => {
  it('writes the price as R$ 1.234,56 and the commission rate as a percent', () => {
    expect(describeTrainingChange({ campo: 'valor', de: null, para: '1500.50' }, names)).toEqual({
      label: 'Valor (R$)',
      from: '(vazio)',
      to: 'R$ 1.500,50',
    });
    expect(describeTrainingChange({ campo: 'percentual_comissao', de: '10.00', para: '12.50' }, names)).toEqual({
      label: '% Comissão',
      from: '10,00%',
      to: '12,50%',
    });
  });

  it('uses the training form labels and names the instructor, status and materials', () => {
    expect(describeTrainingChange({ campo: 'id_instrutor', de: null, para: 3 }, names)).toEqual({
      label: 'Instrutor',
      from: '(vazio)',
      to: 'Instrutora',
    });
    expect(describeTrainingChange({ campo: 'id_status_treinamento', de: 1, para: 2 }, names)).toEqual({
      label: 'Status do Treinamento',
      from: 'Ativo',
      to: '#2',
    });
    expect(describeTrainingChange({ campo: 'id_material', de: [5], para: [5, 6] }, names)).toEqual({
      label: 'Materiais',
      from: 'Apostila',
      to: 'Apostila, Slides',
    });
    expect(describeTrainingChange({ campo: 'nome_treinamento', de: 'Excel', para: 'Excel Avançado' }, names).label).toBe(
      'Nome Treinamento',
    );
  });
});
