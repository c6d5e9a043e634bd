import { useQuery } from '@tanstack/react-query';
import type { ActivityStatusRow, SessionUser, StaffMemberRow, StudentOptionRow } from '@treina/contracts';
import { api, apiGetQuery } from '@treina/web-platform';
import { crmKeys } from '../../../shared/api/crm-keys';

/** GET /api/activitiesStatus: 1 Pendente, 2 Em Andamento, 3 Concluído. */
const activityStatusesQuery = () => ({
  ...apiGetQuery<ActivityStatusRow[]>(crmKeys.activityStatuses, '/activitiesStatus'),
  staleTime: 5 * 60_000,
});

export function useActivityStatuses(enabled = true) {
  return useQuery({ ...activityStatusesQuery(), enabled });
}

/**
 * GET /api/activity/staff for the 'Usuário' select: crm's active staff (id, name, type) by
 * name, read by whoever may create or update activities (the `user` permission is not
 * needed); the current user is always offered.
 */
export function useResponsibleUsers(user: SessionUser | null, mayEdit: boolean) {
  const list = useQuery({
    ...apiGetQuery<StaffMemberRow[]>(crmKeys.users, '/activity/staff'),
    enabled: mayEdit,
    staleTime: 60_000,
  });
  const options = (list.data ?? []).map((row) => ({ value: row.id_usuario, label: row.nome }));
  if (user && !options.some((option) => option.value === user.id_usuario)) {
    options.unshift({ value: user.id_usuario, label: user.nome });
  }
  return { options, isLoading: mayEdit && list.isLoading };
}

/** GET /api/activity/students?q=: the FIXED type's student typeahead (at most 20 by name). */
export function useStudentSearch(q: string, enabled: boolean) {
  return useQuery({
    queryKey: [...crmKeys.students, q],
    queryFn: ({ signal }) => api.get<StudentOptionRow[]>('/activity/students', { query: { q, limit: 20 }, signal }),
    enabled,
    staleTime: 30_000,
  });
}
