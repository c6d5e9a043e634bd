import { useQuery } from '@tanstack/react-query';
import type { ExamTrainingOption } from '@treina/contracts';
import { apiGetQuery } from '@treina/web-platform';

export interface TrainingOption {
  id: number;
  nome_treinamento: string;
}

/** The trainings for the pickers, by name, from assessment's own copy: 'Simulados' is all the user needs. */
const trainingOptionsQuery = () => apiGetQuery<ExamTrainingOption[]>(['assessment', 'training-options'], '/questions/trainings');

export function useTrainingOptions() {
  return useQuery({
    ...trainingOptionsQuery(),
    select: (rows): TrainingOption[] => rows.map((row) => ({ id: row.id_treinamento, nome_treinamento: row.nome_treinamento })),
  });
}
