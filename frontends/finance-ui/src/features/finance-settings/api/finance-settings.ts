import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FinanceSettings } from '@treina/contracts';
import { api, apiGetQuery } from '@treina/web-platform';

// Under the charges' key: new PIX settings change the codes the charges carry.
const settingsKey = ['finance', 'charges', 'settings'] as const;
const financeSettingsQuery = () => apiGetQuery<FinanceSettings>(settingsKey, '/finance-settings');

/** Who receives the PIX payments (Configurações, 'Cobranças'). */
export function useFinanceSettings() {
  return useQuery(financeSettingsQuery());
}

export function useSaveFinanceSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: FinanceSettings) => api.put<FinanceSettings>('/finance-settings', settings),
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsKey, saved);
      // Every charge's PIX code follows the key: the lists are asked again.
      return queryClient.invalidateQueries({ queryKey: ['finance', 'charges'] });
    },
  });
}
