import { describe, expect, it } from '@jest/globals';
import { describeFields, historyDate, historyList, historyName, type HistoryFields } from './history-fields';

const fields: HistoryFields = {
  nome: ['Nome'],
  data: ['Data', historyDate],
  id_tipo: ['Tipo', historyName(new Map([[2, 'Curso']]))],
  itens: ['Itens', historyList(historyName(new Map([[1, 'Excel']])))],
};

describe('describeFields', () => {
  it('labels a field as its form does and writes dates DD/MM/YYYY, ids by name, lists joined', () => {
    expect(describeFields(fields, { campo: 'data', de: '2026-04-06', para: '2026-05-04T00:00:00.000Z' })).toEqual({
      label: 'Data',
      from: '06/04/2026',
      to: '04/05/2026',
    });
    expect(describeFields(fields, { campo: 'id_tipo', de: null, para: 2 })).toEqual({ label: 'Tipo', from: '(vazio)', to: 'Curso' });
    expect(describeFields(fields, { campo: 'itens', de: [], para: [1, 9] })).toEqual({ label: 'Itens', from: '(vazio)', to: 'Excel, #9' });
  });

  it('shows an unknown field by its name and its values plain', () => {
    expect(describeFields(fields, { campo: 'outro', de: true, para: 'x' })).toEqual({ label: 'outro', from: 'Sim', to: 'x' });
  });
});
