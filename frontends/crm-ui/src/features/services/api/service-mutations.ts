import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContractedServiceChangeBody, NewContractedServiceBody, ServiceRow } from '@treina/contracts';
import { api, recordHistoryKey } from '@treina/web-platform';
import { crmKeys } from '../../../shared/api/crm-keys';

function useInvalidateServices() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: crmKeys.services }),
      queryClient.invalidateQueries({ queryKey: recordHistoryKey('services') }),
    ]);
}

/** POST /api/services: answers a list with the created service. */
export function useCreateService() {
  const invalidate = useInvalidateServices();
  return useMutation({
    mutationFn: async (input: NewContractedServiceBody) => (await api.post<ServiceRow[]>('/services', input))[0],
    onSuccess: invalidate,
  });
}

/** PATCH /api/services/{id} */
export function useUpdateService() {
  const invalidate = useInvalidateServices();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: ContractedServiceChangeBody }) =>
      api.patch<{ status: boolean; service: ServiceRow }>(`/services/${id}`, input),
    onSuccess: invalidate,
  });
}

/** DELETE /api/services?servicesIds=... */
export function useDeleteServices() {
  const invalidate = useInvalidateServices();
  return useMutation({
    mutationFn: (ids: number[]) => api.delete<{ status: boolean }>('/services', { query: { servicesIds: ids.join(',') } }),
    onSuccess: invalidate,
  });
}
