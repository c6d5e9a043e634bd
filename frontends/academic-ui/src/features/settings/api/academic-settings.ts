import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AcademicSettings } from '@treina/contracts';
import { api, apiGetQuery } from '@treina/web-platform';
import type { PeriodTimesBody } from '../period-times';

const settingsKey = ['academic', 'settings'] as const;

/** GET /api/academic-settings: each period with its default session times. */
export function useAcademicSettings() {
  return useQuery(apiGetQuery<AcademicSettings>(settingsKey, '/academic-settings'));
}

/** PUT /api/academic-settings: the answer is the settings as saved. */
export function useSavePeriodTimes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PeriodTimesBody) => api.put<AcademicSettings>('/academic-settings', body),
    onSuccess: (saved) => queryClient.setQueryData(settingsKey, saved),
  });
}
