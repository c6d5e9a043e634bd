import type { AuditFieldChange } from '@treina/contracts';
import { describeFields, historyList, historyName, plainValue, type DescribedChange } from '@treina/ui-kit';
import { historyAmount } from '../../shared/format/money';

/** Names the history shows for ids: the lists the training form offers. */
export interface TrainingHistoryNames {
  instructors: ReadonlyMap<number, string>;
  statuses: ReadonlyMap<number, string>;
  materials: ReadonlyMap<number, string>;
}

/** A training history change in the training form's words, ids by name. */
export function describeTrainingChange(change: AuditFieldChange, names: TrainingHistoryNames): DescribedChange {
  return describeFields(
    {
      nome_treinamento: ['Nome Treinamento'],
      id_instrutor: ['Instrutor', historyName(names.instructors)],
      carga_horaria: ['Carga Horária'],
      id_status_treinamento: ['Status do Treinamento', historyName(names.statuses)],
      id_material: ['Materiais', historyList(historyName(names.materials))],
      valor: ['Valor (R$)', (value) => historyAmount(value, plainValue)],
      percentual_comissao: ['% Comissão', (value) => (typeof value === 'string' ? `${value.replace('.', ',')}%` : plainValue(value))],
    },
    change,
  );
}
