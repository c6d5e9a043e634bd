import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChargePaymentBody, ChargeRow } from '@treina/contracts';
import { api } from '@treina/web-platform';
import { chargeKeys } from './get-charges';

/** 'Registrar pagamento': a payment recorded by hand; the charges are asked again afterwards. */
export function useRecordPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ChargePaymentBody }) => api.post<ChargeRow>(`/charges/${id}/payments`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chargeKeys.all }),
  });
}
