import { useQuery } from '@tanstack/react-query';
import type { CustomerRow } from '@treina/contracts';
import { apiGetQuery } from '@treina/web-platform';
import { crmKeys } from './crm-keys';

/** Customers by id, ascending. */
function sortCustomers(rows: readonly CustomerRow[]): CustomerRow[] {
  return [...rows].sort((a, b) => a.id - b.id);
}

/** GET /api/customer: the whole list (Clientes, and the Serviços form's customer select). */
const customersQuery = () => ({
  ...apiGetQuery<CustomerRow[]>(crmKeys.customers, '/customer'),
  select: sortCustomers,
});

export function useCustomers(enabled = true) {
  return useQuery({ ...customersQuery(), enabled });
}
