import type { CommissionRow } from '@treina/contracts';
import { useListTable, type UseServerTableOptions } from '@treina/web-platform';

const commissionKeys = { list: ['finance', 'commissions'] as const };

/** Commissions by enrolment date, newest first, as the server sorts them by default. */
const COMMISSIONS_INITIAL_SORT = [{ id: 'data_hora_inscricao', desc: true }];

/** The Comissões list as the server pages, sorts, searches and filters it (X-Total-Count); the screen and its preload share it. */
export const COMMISSIONS_TABLE: UseServerTableOptions & { listId: string } = {
  listId: 'commissions',
  queryKey: commissionKeys.list,
  path: '/commissions',
  initialSorting: COMMISSIONS_INITIAL_SORT,
};

export function useCommissionsTable() {
  return useListTable<CommissionRow>(COMMISSIONS_TABLE);
}
