import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TrainingRow } from '@treina/contracts';
import { api } from '@treina/web-platform';
import { trainingKeys } from '../../../shared/api/get-trainings';

export interface TrainingInput {
  nome_treinamento: string;
  id_instrutor: number | null;
  id_status_treinamento: number | null;
  id_material: number[];
}

export function useCreateTraining() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TrainingInput) => api.post<TrainingRow[]>('/trainings', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trainingKeys.list }),
  });
}

export function useUpdateTraining() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: TrainingInput & { id: number }) => api.patch<TrainingRow>(`/trainings/${id}`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trainingKeys.list }),
  });
}

export function useDeleteTrainings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => api.delete<{ status: boolean }>('/trainings', { query: { trainingsIds: ids.join(',') } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trainingKeys.list }),
  });
}
