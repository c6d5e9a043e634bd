import { useQuery } from '@tanstack/react-query';
import type { ServiceRow } from '@treina/contracts';
import { apiGetQuery } from '@treina/web-platform';
import { crmKeys } from '../../../shared/api/crm-keys';

/** Services by end date, latest first. */
function sortServices(rows: readonly ServiceRow[]): ServiceRow[] {
  return [...rows].sort((a, b) => b.data_fim.localeCompare(a.data_fim) || b.id - a.id);
}

/** GET /api/services: the whole list. */
const servicesQuery = () => ({
  ...apiGetQuery<ServiceRow[]>(crmKeys.services, '/services'),
  select: sortServices,
});

export function useServices() {
  return useQuery(servicesQuery());
}
