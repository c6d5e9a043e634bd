import { useQuery } from '@tanstack/react-query';
import type { TrainingRow } from '@treina/contracts';
import { apiGetQuery } from '@treina/web-platform';

export interface TrainingOption {
  id: number;
  nome_treinamento: string;
}

/** The trainings for the pickers, by name (academic's list: staff with training, class or student read it). */
const trainingOptionsQuery = () => apiGetQuery<TrainingRow[]>(['assessment', 'training-options'], '/trainings');

export function useTrainingOptions() {
  return useQuery({
    ...trainingOptionsQuery(),
    select: (rows): TrainingOption[] =>
      rows
        .map((row) => ({ id: row.id, nome_treinamento: row.nome_treinamento }))
        .sort((a, b) => a.nome_treinamento.localeCompare(b.nome_treinamento, 'pt-BR')),
  });
}
