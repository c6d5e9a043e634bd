import { useQuery } from '@tanstack/react-query';
import type { TrainingRow } from '@treina/contracts';
import { apiGetQuery } from '@treina/web-platform';

export const trainingKeys = { list: ['academic', 'trainings'] as const };

/** Every training (the Treinamentos list, the class form's select, the student form's interests). */
export const trainingsQuery = () => apiGetQuery<TrainingRow[]>(trainingKeys.list, '/trainings');

export function useTrainings(enabled = true) {
  return useQuery({ ...trainingsQuery(), enabled });
}
