import type { ActivityRow, SessionUser } from '@treina/contracts';
import { parseDateBR } from '@treina/ui-kit';
import { useServerTable, type FilterTransforms } from '@treina/web-platform';
import { crmKeys } from '../../../shared/api/crm-keys';
import { isConsultantUser, isSalesUser } from '../activity-form-rules';

/** SPEC section 9: activities by date, newest first. */
export const ACTIVITIES_INITIAL_SORT = [{ id: 'data', desc: true }];

const idFilter = (typed: string) => (/^\d{1,9}$/.test(typed.trim()) ? typed.trim() : null);

/** Date columns are filtered by a whole, real DD/MM/YYYY date (sent as YYYY-MM-DD). */
export const ACTIVITY_FILTER_TRANSFORMS: FilterTransforms = {
  data: parseDateBR,
  atualizado_em: parseDateBR,
  id_status_atividade: idFilter,
};

/**
 * SPEC "Activities", filters used by the page: a sales user's list keeps type 2
 * (`sales=true`); a consultant's keeps their own (`userId`; the server enforces it anyway).
 */
export function activityListParams(user: Pick<SessionUser, 'id_usuario' | 'id_tipo_usuario'> | null) {
  if (!user) return {};
  if (isConsultantUser(user)) return { userId: user.id_usuario };
  if (isSalesUser(user)) return { sales: true };
  return {};
}

/** GET /api/activities, paged, sorted, searched and filtered on the server. */
export function useActivitiesTable(user: Pick<SessionUser, 'id_usuario' | 'id_tipo_usuario'> | null) {
  return useServerTable<ActivityRow>({
    queryKey: crmKeys.activities,
    path: '/activities',
    params: activityListParams(user),
    initialSorting: ACTIVITIES_INITIAL_SORT,
    filterTransforms: ACTIVITY_FILTER_TRANSFORMS,
    // SPEC: the rows fetched for a CSV export are cleared 3000 ms after the download.
    exportKeepMs: 3000,
    enabled: !!user,
  });
}
