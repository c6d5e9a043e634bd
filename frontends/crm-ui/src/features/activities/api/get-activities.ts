import type { ActivityRow, SessionUser } from '@treina/contracts';
import { api, shownDateFilter, useListTable, type FilterTransforms, type UseServerTableOptions } from '@treina/web-platform';
import { crmKeys } from '../../../shared/api/crm-keys';
import { isConsultantUser, isSalesUser } from '../activity-form-rules';

/** Activities by date, newest first. */
const ACTIVITIES_INITIAL_SORT = [{ id: 'data', desc: true }];

const idFilter = (typed: string) => (/^\d{1,9}$/.test(typed.trim()) ? typed.trim() : null);

/** Date columns are filtered by any piece of the DD/MM/YYYY they show ('03/2026'). */
const ACTIVITY_FILTER_TRANSFORMS: FilterTransforms = {
  data: shownDateFilter,
  atualizado_em: shownDateFilter,
  id_status_atividade: idFilter,
};

/**
 * The filters the page uses: a sales user's list keeps type 2
 * (`sales=true`); a consultant's keeps their own (`userId`; the server enforces it anyway).
 */
function activityListParams(user: Pick<SessionUser, 'id_usuario' | 'id_tipo_usuario'> | null) {
  if (!user) return {};
  if (isConsultantUser(user)) return { userId: user.id_usuario };
  if (isSalesUser(user)) return { sales: true };
  return {};
}

/** GET /api/activities as the server pages, sorts, searches and filters it for `user` (the screen and its preload share it). */
export function activitiesTable(
  user: Pick<SessionUser, 'id_usuario' | 'id_tipo_usuario'> | null,
): UseServerTableOptions & { listId: string } {
  return {
    listId: 'activities',
    queryKey: crmKeys.activities,
    path: '/activities',
    params: activityListParams(user),
    initialSorting: ACTIVITIES_INITIAL_SORT,
    filterTransforms: ACTIVITY_FILTER_TRANSFORMS,
    // The rows fetched for a CSV export are cleared a few seconds after the download (gcTime).
    exportKeepMs: 3000,
    enabled: !!user,
  };
}

/** GET /api/activities, paged, sorted, searched and filtered on the server. */
export function useActivitiesTable(user: Pick<SessionUser, 'id_usuario' | 'id_tipo_usuario'> | null) {
  return useListTable<ActivityRow>(activitiesTable(user));
}

/**
 * Whether the logged-in consultant has an activity not concluded (status 1 or 2), which keeps them
 * from creating another: asked of the server when 'Nova Atividade' is clicked, so the message shows
 * at once. The server still refuses the creation itself.
 */
export async function consultantHasOpenActivity(): Promise<boolean> {
  for (const status of [1, 2]) {
    const rows = await api.get<ActivityRow[]>('/activities', { query: { page: 1, pageSize: 1, [`filter.id_status_atividade`]: status } });
    if (rows.length > 0) return true;
  }
  return false;
}
