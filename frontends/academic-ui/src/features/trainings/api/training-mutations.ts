import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NewTrainingBody, TrainingChangeBody, TrainingRow } from '@treina/contracts';
import { api } from '@treina/web-platform';
import { trainingKeys } from '../../../shared/api/get-trainings';

export function useCreateTraining() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewTrainingBody) => api.post<TrainingRow[]>('/trainings', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trainingKeys.list }),
  });
}

export function useUpdateTraining() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: TrainingChangeBody & { id: number }) => api.patch<TrainingRow>(`/trainings/${id}`, body),
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
