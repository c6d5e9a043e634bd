import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ActivityTypeChangeBody, ActivityTypeRow, NewActivityTypeBody } from '@treina/contracts';
import { api, recordHistoryKey } from '@treina/web-platform';
import { crmKeys } from '../../../shared/api/crm-keys';

function useInvalidateTypes() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: crmKeys.activityTypes }),
      // The activities list shows the type names.
      queryClient.invalidateQueries({ queryKey: crmKeys.activities }),
      queryClient.invalidateQueries({ queryKey: recordHistoryKey('activityType') }),
    ]);
}

/** POST /api/activityType: tipo 'CUSTOM', nome, id_tipo_servico; answers a list. */
export function useCreateActivityType() {
  const invalidate = useInvalidateTypes();
  return useMutation({
    mutationFn: async (input: NewActivityTypeBody) => (await api.post<ActivityTypeRow[]>('/activityType', { tipo: 'CUSTOM', ...input }))[0],
    onSuccess: invalidate,
  });
}

/** PATCH /api/activityType/{id}: nome, id_tipo_servico; answers a list with nome_tipo_servico. */
export function useUpdateActivityType() {
  const invalidate = useInvalidateTypes();
  return useMutation({
    mutationFn: async ({ id, input }: { id: number; input: ActivityTypeChangeBody }) =>
      (await api.patch<ActivityTypeRow[]>(`/activityType/${id}`, input))[0],
    onSuccess: invalidate,
  });
}

/** DELETE /api/activityType?activitiesTypesIds=... */
export function useDeleteActivityTypes() {
  const invalidate = useInvalidateTypes();
  return useMutation({
    mutationFn: (ids: number[]) => api.delete<{ status: boolean }>('/activityType', { query: { activitiesTypesIds: ids.join(',') } }),
    onSuccess: invalidate,
  });
}
