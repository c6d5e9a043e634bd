import type { CommissionRow } from '@treina/contracts';
import { useServerTable } from '@treina/web-platform';

export const commissionKeys = { list: ['finance', 'commissions'] as const };

/** SPEC section 9: commissions by enrolment date, newest first. */
export const COMMISSIONS_INITIAL_SORT = [{ id: 'data_hora_inscricao', desc: true }];

/** The Comissões list, paged, sorted, searched and filtered on the server (X-Total-Count). */
export function useCommissionsTable() {
  return useServerTable<CommissionRow>({
    queryKey: commissionKeys.list,
    path: '/commissions',
    initialSorting: COMMISSIONS_INITIAL_SORT,
  });
}
