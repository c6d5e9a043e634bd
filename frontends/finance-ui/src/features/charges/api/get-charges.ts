import type { ChargeRow } from '@treina/contracts';
import { useListTable, type UseServerTableOptions } from '@treina/web-platform';

/** Every charge query lives under `all`: a recorded payment invalidates the list and the Painel's figures with it. */
export const chargeKeys = {
  all: ['finance', 'charges'] as const,
  list: ['finance', 'charges', 'list'] as const,
};

/** The Cobranças list as the server pages, sorts, searches and filters it; no sort sent: overdue first, the server's order. */
export const CHARGES_TABLE: UseServerTableOptions & { listId: string } = {
  listId: 'charges',
  queryKey: chargeKeys.list,
  path: '/charges',
};

export function useChargesTable() {
  return useListTable<ChargeRow>(CHARGES_TABLE);
}
