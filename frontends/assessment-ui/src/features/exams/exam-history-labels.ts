import type { AuditFieldChange, ExamTopicQuota } from '@treina/contracts';
import { describeFields, formatDateTime, historyName, plainValue, type DescribedChange, type HistoryValueText } from '@treina/ui-kit';

const quotasText: HistoryValueText = (value) =>
  Array.isArray(value)
    ? value.length
      ? (value as ExamTopicQuota[]).map((quota) => `${quota.topico}: ${quota.num_questoes}`).join(', ')
      : 'Todo o banco'
    : plainValue(value);

const attemptsText: HistoryValueText = (value) => (value === null ? 'Ilimitadas' : plainValue(value));
const instantText: HistoryValueText = (value) => (typeof value === 'string' ? formatDateTime(value) : plainValue(value));

/** An exam's history change in the exam form's words; the training by its name when the picker knows it. */
export function describeExamChange(change: AuditFieldChange, trainings: ReadonlyMap<number, string>): DescribedChange {
  return describeFields(
    {
      id_treinamento: ['Treinamento', historyName(trainings)],
      titulo: ['Título'],
      num_questoes: ['Nº de questões'],
      tempo_minutos: ['Tempo (minutos)'],
      percentual_aprovacao: ['% de aprovação'],
      tentativas: ['Tentativas por aluno', attemptsText],
      disponivel_de: ['Disponível de', instantText],
      disponivel_ate: ['Disponível até', instantText],
      por_topico: ['Questões por tópico', quotasText],
    },
    change,
  );
}
