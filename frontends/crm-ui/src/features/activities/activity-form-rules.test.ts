import { describe, expect, it } from '@jest/globals';
import type { ActivityRow, ActivityTypeRow } from '@treina/contracts';
import {
  activityFormLocks,
  activityPayload,
  addSubtask,
  chooseActivityType,
  chooseActivityUser,
  editActivityForm,
  activityFormErrors,
  missingActivityFields,
  newActivityForm,
  offeredActivityTypes,
  removeSubtask,
  SUBTASK_INCOMPLETE,
  type ActivityFormContext,
} from './activity-form-rules';

const types: ActivityTypeRow[] = [
  { id: 1, nome: 'Atendimento Consultoria', tipo: 'SYSTEM', id_tipo_servico: 1, nome_tipo_servico: 'Consultoria' },
  { id: 2, nome: 'Contato com Aluno', tipo: 'FIXED', id_tipo_servico: 4, nome_tipo_servico: 'Treinamento' },
  { id: 7, nome: 'Visita', tipo: 'CUSTOM', id_tipo_servico: null, nome_tipo_servico: '' },
];
const admin: ActivityFormContext = { user: { id_usuario: 1, id_tipo_usuario: 1 }, types };
const consultant: ActivityFormContext = { user: { id_usuario: 5, id_tipo_usuario: 5 }, types };
const sales: ActivityFormContext = { user: { id_usuario: 3, id_tipo_usuario: 3 }, types };

const stored = (changes: Partial<ActivityRow> = {}): ActivityRow => ({
  id: 40,
  titulo: 'Ligar para a aluna',
  data: '2026-03-10',
  id_usuario: 3,
  nome_usuario: 'Vendas',
  id_tipo_atividade: 2,
  nome_tipo_atividade: 'Contato com Aluno',
  tipo_atividade: 'FIXED',
  id_aluno: 9,
  nome_aluno: 'Ana',
  email_aluno: 'ana@x.dev',
  telefone_aluno: '',
  id_status_atividade: 2,
  nome_status_atividade: 'Em Andamento',
  tempo_gasto: 0,
  subtasks: [
    { id: 'x', date: '2026-03-09', time: '00:30', desc: 'antes' },
    { id: 'y', date: '2026-03-12', time: '01:00', desc: 'depois' },
  ],
  atualizado_em: null,
  criado_por: 'Vendas',
  id_criado_por: 3,
  ...changes,
});

describe('activity form rules', () => {
  it('starts a new activity today, Pendente, for the current user, subtasks hidden', () => {
    const form = newActivityForm(admin, '21/11/2026');
    expect(form).toMatchObject({ data: '21/11/2026', id_status_atividade: 1, id_usuario: 1, id_tipo_atividade: '' });
    expect(activityFormLocks(form, admin)).toEqual({ typeDisabled: false, userDisabled: false, showStudent: false, showSubtasks: false });
    expect(activityFormLocks({ ...form, id_status_atividade: 2 }, admin).showSubtasks).toBe(true);
  });

  it('offers a Vendas user only the type they see (2), chosen from the start with themselves responsible', () => {
    expect(offeredActivityTypes(sales).map((type) => type.id)).toEqual([2]);
    expect(offeredActivityTypes(admin).map((type) => type.id)).toEqual([1, 2, 7]);
    const form = newActivityForm(sales, '21/11/2026');
    expect(form).toMatchObject({ id_tipo_atividade: 2, id_usuario: 3 });
    expect(activityFormLocks(form, sales)).toMatchObject({ showStudent: true, userDisabled: true });
  });

  it('forces a consultant to the SYSTEM type and to themselves, both disabled, no student', () => {
    const form = newActivityForm(consultant, '21/11/2026');
    expect(form.id_tipo_atividade).toBe(1);
    expect(form.id_usuario).toBe(5);
    expect(activityFormLocks(form, consultant)).toMatchObject({ typeDisabled: true, userDisabled: true, showStudent: false });
    expect(chooseActivityType(form, 7, consultant).id_tipo_atividade).toBe(1);
    expect(chooseActivityUser(form, 1, consultant).id_usuario).toBe(5);
    // Whatever the form data says, the body carries SYSTEM and the consultant.
    const body = activityPayload({ ...form, id_tipo_atividade: 7, id_usuario: 1, titulo: ' Atender ' }, consultant);
    expect(body).toMatchObject({ id_tipo_atividade: 1, id_usuario: 5, id_aluno: null, titulo: 'Atender', data: '2026-11-21' });
  });

  it('choosing FIXED forces the current user, disables the user select and asks for a student', () => {
    let form = chooseActivityUser(newActivityForm(admin, '21/11/2026'), 3, admin);
    expect(form.id_usuario).toBe(3);
    form = chooseActivityType(form, 2, admin);
    expect(form.id_usuario).toBe(1);
    expect(activityFormLocks(form, admin)).toMatchObject({ typeDisabled: false, userDisabled: true, showStudent: true });
    expect(chooseActivityUser(form, 3, admin).id_usuario).toBe(1);
    expect(missingActivityFields({ ...form, titulo: 'Ligar' }, admin)).toEqual(['id_aluno']);
    expect(activityFormErrors({ ...form, titulo: 'Ligar' }, admin).id_aluno).toBe(
      "Uma atividade do tipo 'Contato com Aluno' precisa de um aluno: pesquise pelo nome e escolha um.",
    );
    form = { ...form, titulo: 'Ligar', id_aluno: 9, nome_aluno: 'Ana' };
    expect(missingActivityFields(form, admin)).toEqual([]);
    expect(activityPayload(form, admin)).toMatchObject({ id_tipo_atividade: 2, id_usuario: 1, id_aluno: 9 });
    // Leaving FIXED drops the student.
    const custom = chooseActivityType(form, 7, admin);
    expect(custom).toMatchObject({ id_aluno: null, nome_aluno: '' });
    expect(activityPayload(custom, admin).id_aluno).toBeNull();
  });

  it('names every missing field of an empty activity in Portuguese', () => {
    const form = { ...newActivityForm(admin, '10/03/2026'), data: '', id_usuario: '' as const };
    expect(activityFormErrors(form, admin)).toEqual({
      id_tipo_atividade: 'Escolha o tipo de atividade.',
      id_usuario: 'Escolha o usuário responsável.',
      titulo: 'Informe a descrição da atividade.',
      data: 'Informe a data da atividade (DD/MM/AAAA).',
    });
  });

  it('locks the type of an existing FIXED activity and keeps its responsible user', () => {
    const form = editActivityForm(stored(), admin);
    expect(form).toMatchObject({ id: 40, id_tipo_atividade: 2, id_usuario: 3, id_aluno: 9, nome_aluno: 'Ana', data: '10/03/2026' });
    expect(activityFormLocks(form, admin)).toMatchObject({ typeDisabled: true, userDisabled: true, showStudent: true });
    expect(chooseActivityType(form, 7, admin).id_tipo_atividade).toBe(2);
    // A custom activity's type stays free.
    const custom = editActivityForm(stored({ id_tipo_atividade: 7, tipo_atividade: 'CUSTOM', id_aluno: null, nome_aluno: '' }), admin);
    expect(activityFormLocks(custom, admin).typeDisabled).toBe(false);
  });

  it('lists subtasks newest first and sends them with ISO dates and HH:mm times', () => {
    const form = editActivityForm(stored(), admin);
    expect(form.subtasks.map((subtask) => subtask.id)).toEqual(['y', 'x']);
    expect(activityPayload(form, admin).subtasks).toEqual([
      { id: 'y', date: '2026-03-12', time: '01:00', desc: 'depois' },
      { id: 'x', date: '2026-03-09', time: '00:30', desc: 'antes' },
    ]);
  });

  it('needs a date and details to add a subtask; the time defaults to 00:00 and "2" means two hours', () => {
    expect(addSubtask([], { date: '', time: '01:00', desc: 'algo' })).toEqual({ error: SUBTASK_INCOMPLETE });
    expect(addSubtask([], { date: '10/03/2026', time: '01:00', desc: '   ' })).toEqual({ error: SUBTASK_INCOMPLETE });
    expect(addSubtask([], { date: '10/03', time: '01:00', desc: 'algo' })).toEqual({ error: SUBTASK_INCOMPLETE });
    const first = addSubtask([], { date: '10/03/2026', time: '', desc: 'primeira' }, 'a');
    expect(first.subtasks).toEqual([{ id: 'a', date: '10/03/2026', time: '00:00', desc: 'primeira' }]);
    const second = addSubtask(first.subtasks!, { date: '12/03/2026', time: '2', desc: 'segunda\nlinha' }, 'b');
    expect(second.subtasks!.map((subtask) => [subtask.id, subtask.time])).toEqual([
      ['b', '02:00'],
      ['a', '00:00'],
    ]);
    expect(removeSubtask(second.subtasks!, 'b').map((subtask) => subtask.id)).toEqual(['a']);
  });
});
