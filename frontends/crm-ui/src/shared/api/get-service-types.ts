import { useQuery } from '@tanstack/react-query';
import type { ServiceTypeRow } from '@treina/contracts';
import { apiGetQuery } from '@treina/web-platform';
import { crmKeys } from './crm-keys';

/** GET /api/servicesTypes: a read-only list (Serviços form, activity type form). */
const serviceTypesQuery = () => ({
  ...apiGetQuery<ServiceTypeRow[]>(crmKeys.serviceTypes, '/servicesTypes'),
  staleTime: 5 * 60_000,
});

export function useServiceTypes(enabled = true) {
  return useQuery({ ...serviceTypesQuery(), enabled });
}
