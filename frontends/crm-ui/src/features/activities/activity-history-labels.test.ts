import { describe, expect, it } from '@jest/globals';
import { describeActivityChange, type ActivityHistoryNames } from './activity-history-labels';

const names: ActivityHistoryNames = {
  types: new Map([[7, 'Visita']]),
  statuses: new Map([
    [1, 'Pendente'],
    [3, 'Concluído'],
  ]),
  users: new Map([[2, 'Consultora']]),
  students: new Map([[9, 'Maria Souza']]),
};

describe('describeActivityChange', () => {
  it('uses the activity form labels, names for ids and dates DD/MM/YYYY', () => {
    expect(describeActivityChange({ campo: 'id_status_atividade', de: 1, para: 3 }, names)).toEqual({
      label: 'Status da Atividade',
      from: 'Pendente',
      to: 'Concluído',
    });
    expect(describeActivityChange({ campo: 'data', de: '2026-03-01', para: '2026-03-02' }, names)).toEqual({
      label: 'Data da Atividade',
      from: '01/03/2026',
      to: '02/03/2026',
    });
    expect(describeActivityChange({ campo: 'id_aluno', de: null, para: 9 }, names).to).toBe('Maria Souza');
    expect(describeActivityChange({ campo: 'id_usuario', de: 2, para: 5 }, names)).toEqual({
      label: 'Usuário',
      from: 'Consultora',
      to: '#5',
    });
  });

  it('counts the subtasks and lists their descriptions', () => {
    const one = { id: 'a', date: '2026-03-01', time: '01:00', desc: 'Ligação\ncom detalhes' };
    const two = { id: 'b', date: '2026-03-02', time: '00:30', desc: 'Reunião' };
    expect(describeActivityChange({ campo: 'subtasks', de: [], para: [one, two] }, names)).toEqual({
      label: 'Subtarefas',
      from: 'Nenhuma subtarefa',
      to: '2 subtarefas: Ligação; Reunião',
    });
    expect(describeActivityChange({ campo: 'subtasks', de: [one], para: null }, names).from).toBe('1 subtarefa: Ligação');
  });
});
