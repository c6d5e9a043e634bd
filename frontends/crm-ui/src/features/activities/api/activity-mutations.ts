import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ActivityInput, ActivityRow } from '@treina/contracts';
import { api, recordHistoryKey } from '@treina/web-platform';
import { crmKeys } from '../../../shared/api/crm-keys';

function useInvalidateActivities() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: crmKeys.activities }),
      queryClient.invalidateQueries({ queryKey: recordHistoryKey('activity') }),
    ]);
}

/** POST /api/activity: answers a list whose first item is the created activity. */
export function useCreateActivity() {
  const invalidate = useInvalidateActivities();
  return useMutation({
    mutationFn: async (input: ActivityInput) => (await api.post<ActivityRow[]>('/activity', input))[0],
    onSuccess: invalidate,
  });
}

/** PATCH /api/activity/{id}: the answer carries a truthy status. */
export function useUpdateActivity() {
  const invalidate = useInvalidateActivities();
  return useMutation({
    mutationFn: async ({ id, input }: { id: number; input: ActivityInput }) => {
      const answer = await api.patch<{ status: boolean; activity: ActivityRow }>(`/activity/${id}`, input);
      if (!answer?.status) throw new Error('activity update answered no status');
      return answer.activity;
    },
    onSuccess: invalidate,
  });
}

/** DELETE /api/activity?activitiesIds=a,b */
export function useDeleteActivities() {
  const invalidate = useInvalidateActivities();
  return useMutation({
    mutationFn: async (ids: number[]) => {
      const answer = await api.delete<{ status: boolean }>('/activity', { query: { activitiesIds: ids.join(',') } });
      if (!answer?.status) throw new Error('activity delete answered no status');
      return answer;
    },
    onSuccess: invalidate,
  });
}
