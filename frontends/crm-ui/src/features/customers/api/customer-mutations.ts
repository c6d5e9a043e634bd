import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CustomerChangeBody, CustomerRow, NewCustomerBody } from '@treina/contracts';
import { api, recordHistoryKey } from '@treina/web-platform';
import { crmKeys } from '../../../shared/api/crm-keys';

function useInvalidateCustomers() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: crmKeys.customers }),
      // The services list shows the customers' names.
      queryClient.invalidateQueries({ queryKey: crmKeys.services }),
      queryClient.invalidateQueries({ queryKey: recordHistoryKey('customer') }),
    ]);
}

/** POST /api/customer: answers a list with the created customer. */
export function useCreateCustomer() {
  const invalidate = useInvalidateCustomers();
  return useMutation({
    mutationFn: async (input: NewCustomerBody) => (await api.post<CustomerRow[]>('/customer', input))[0],
    onSuccess: invalidate,
  });
}

/** PATCH /api/customer/{id}: nome_razao, documento, endereco. */
export function useUpdateCustomer() {
  const invalidate = useInvalidateCustomers();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: CustomerChangeBody }) =>
      api.patch<{ status: boolean; customer: CustomerRow }>(`/customer/${id}`, input),
    onSuccess: invalidate,
  });
}

/** DELETE /api/customer?customersIds=... */
export function useDeleteCustomers() {
  const invalidate = useInvalidateCustomers();
  return useMutation({
    mutationFn: (ids: number[]) => api.delete<{ status: boolean }>('/customer', { query: { customersIds: ids.join(',') } }),
    onSuccess: invalidate,
  });
}
