import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ServiceRow } from '@treina/contracts';
import { api } from '@treina/web-platform';
import { crmKeys } from '../../../shared/api/crm-keys';

export interface ServiceInput {
  id_cliente: number;
  id_tipo_servico: number;
  /** 'YYYY-MM-DD' */
  data_inicio: string;
  /** 'YYYY-MM-DD' */
  data_fim: string;
}

function useInvalidateServices() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: crmKeys.services });
}

/** POST /api/services: answers a list with the created service. */
export function useCreateService() {
  const invalidate = useInvalidateServices();
  return useMutation({
    mutationFn: async (input: ServiceInput) => (await api.post<ServiceRow[]>('/services', input))[0],
    onSuccess: invalidate,
  });
}

/** PATCH /api/services/{id} */
export function useUpdateService() {
  const invalidate = useInvalidateServices();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: ServiceInput }) =>
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
