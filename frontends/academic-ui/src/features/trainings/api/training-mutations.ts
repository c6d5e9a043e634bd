import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NewTrainingBody, TrainingChangeBody, TrainingRow } from '@treina/contracts';
import { api, recordHistoryKey } from '@treina/web-platform';
import { trainingKeys } from '../../../shared/api/get-trainings';

/** After a change: the list and the trainings' histories reload. */
const reloadAfterChange = (queryClient: ReturnType<typeof useQueryClient>) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: trainingKeys.list }),
    queryClient.invalidateQueries({ queryKey: recordHistoryKey('trainings') }),
  ]);

export function useCreateTraining() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewTrainingBody) => api.post<TrainingRow[]>('/trainings', body),
    onSuccess: () => reloadAfterChange(queryClient),
  });
}

export function useUpdateTraining() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: TrainingChangeBody & { id: number }) => api.patch<TrainingRow>(`/trainings/${id}`, body),
    onSuccess: () => reloadAfterChange(queryClient),
  });
}

export function useDeleteTrainings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => api.delete<{ status: boolean }>('/trainings', { query: { trainingsIds: ids.join(',') } }),
    onSuccess: () => reloadAfterChange(queryClient),
  });
}
