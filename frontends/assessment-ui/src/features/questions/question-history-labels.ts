import type { AuditFieldChange, QuestionAlternative } from '@treina/contracts';
import { describeFields, historyName, plainValue, type DescribedChange, type HistoryValueText } from '@treina/ui-kit';

const alternativesText: HistoryValueText = (value) =>
  Array.isArray(value)
    ? (value as QuestionAlternative[]).map((alternative) => `${alternative.letra}) ${alternative.texto}`).join(' · ')
    : plainValue(value);

const activeText: HistoryValueText = (value) => (value === true ? 'Sim' : value === false ? 'Não' : plainValue(value));

/** A question's history change in the question form's words; the training by its name when the picker knows it. */
export function describeQuestionChange(change: AuditFieldChange, trainings: ReadonlyMap<number, string>): DescribedChange {
  return describeFields(
    {
      id_treinamento: ['Treinamento', historyName(trainings)],
      topico: ['Tópico'],
      enunciado: ['Enunciado'],
      alternativas: ['Alternativas', alternativesText],
      correta: ['Alternativa correta'],
      explicacao: ['Explicação'],
      dificuldade: ['Dificuldade'],
      ativa: ['Ativa', activeText],
    },
    change,
  );
}
