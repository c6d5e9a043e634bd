import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CommissionRate, CommissionRateOptions, CommissionRateRow, CommissionStatements } from '@treina/contracts';
import { api, apiGetQuery } from '@treina/web-platform';

const statementKeys = {
  all: ['finance', 'commissions'] as const,
  month: (mes: string) => [...statementKeys.all, 'statements', mes] as const,
  rates: () => [...statementKeys.all, 'rates'] as const,
  rateOptions: () => [...statementKeys.all, 'rate-options'] as const,
};

/** The month's statements, one per seller (a Vendas user gets their own only). */
export function useCommissionStatements(mes: string) {
  return useQuery(apiGetQuery<CommissionStatements>(statementKeys.month(mes), '/commissions/statements', { mes }));
}

/** Closes the month: its lines never change again; the commissions list and statements are read anew. */
export function useCloseMonth() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (mes: string) => api.post<CommissionStatements>('/commissions/statements/close', { mes }),
    onSuccess: (statements) => {
      client.setQueryData(statementKeys.month(statements.mes), statements);
    },
  });
}

export function useCommissionRates(enabled = true) {
  return useQuery({ ...apiGetQuery<CommissionRateRow[]>(statementKeys.rates(), '/commissions/rates'), enabled });
}

/** The sellers and trainings the rates editor offers (commissions_update holders). */
export function useCommissionRateOptions() {
  return useQuery(apiGetQuery<CommissionRateOptions>(statementKeys.rateOptions(), '/commissions/rate-options'));
}

/** Replaces the sellers' rates; the amounts they change show on the next read. */
export function useSaveRates() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (rates: CommissionRate[]) => api.put<CommissionRateRow[]>('/commissions/rates', rates),
    onSuccess: (rates) => {
      client.setQueryData(statementKeys.rates(), rates);
      void client.invalidateQueries({ queryKey: statementKeys.all });
    },
  });
}
