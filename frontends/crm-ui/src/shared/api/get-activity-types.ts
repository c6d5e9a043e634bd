import { useQuery } from '@tanstack/react-query';
import type { ActivityTypeRow } from '@treina/contracts';
import { apiGetQuery } from '@treina/web-platform';
import { crmKeys } from './crm-keys';

/** GET /api/activitiesTypes: the whole list, by id (Configurações and the activity form). */
const activityTypesQuery = () => apiGetQuery<ActivityTypeRow[]>(crmKeys.activityTypes, '/activitiesTypes');

export function useActivityTypes(enabled = true) {
  return useQuery({ ...activityTypesQuery(), enabled });
}
