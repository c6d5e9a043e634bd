import type { AuditFieldChange, SubtaskRow } from '@treina/contracts';
import { describeFields, historyDate, historyName, plainValue, type DescribedChange, type HistoryValueText } from '@treina/ui-kit';

/** Names the history shows for ids: the screen's lists and the activity's own names. */
export interface ActivityHistoryNames {
  types: ReadonlyMap<number, string>;
  statuses: ReadonlyMap<number, string>;
  users: ReadonlyMap<number, string>;
  students: ReadonlyMap<number, string>;
}

/** A description's first line, cut short: the list of subtasks stays one readable line. */
const DESCRIPTION_LENGTH = 40;
function shortDescription(desc: string): string {
  const line = desc.split('\n')[0]!.trim();
  return line.length > DESCRIPTION_LENGTH ? `${line.slice(0, DESCRIPTION_LENGTH - 1)}…` : line;
}

/** The subtasks as a count and their descriptions: '2 subtarefas: Ligação; Reunião'. */
const subtasksText: HistoryValueText = (value) => {
  if (!Array.isArray(value)) return plainValue(value);
  if (value.length === 0) return 'Nenhuma subtarefa';
  const descriptions = (value as Partial<SubtaskRow>[]).map((subtask) => shortDescription(subtask.desc ?? '')).filter(Boolean);
  const count = value.length === 1 ? '1 subtarefa' : `${value.length} subtarefas`;
  return descriptions.length ? `${count}: ${descriptions.join('; ')}` : count;
};

/** An activity history change in the activity form's words: ids by name, dates DD/MM/YYYY. */
export function describeActivityChange(change: AuditFieldChange, names: ActivityHistoryNames): DescribedChange {
  return describeFields(
    {
      titulo: ['Descrição'],
      data: ['Data da Atividade', historyDate],
      id_tipo_atividade: ['Tipo de Atividade', historyName(names.types)],
      id_usuario: ['Usuário', historyName(names.users)],
      id_aluno: ['Nome do Aluno', historyName(names.students)],
      id_status_atividade: ['Status da Atividade', historyName(names.statuses)],
      subtasks: ['Subtarefas', subtasksText],
    },
    change,
  );
}
