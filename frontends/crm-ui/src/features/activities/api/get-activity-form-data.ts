import { useQuery } from '@tanstack/react-query';
import type { ActivityStatusRow, SessionUser, StudentOptionRow, UserRow } from '@treina/contracts';
import { api, apiGetQuery } from '@treina/web-platform';
import { crmKeys } from '../../../shared/api/crm-keys';

/** GET /api/activitiesStatus: 1 Pendente, 2 Em Andamento, 3 Concluído. */
export const activityStatusesQuery = () => ({
  ...apiGetQuery<ActivityStatusRow[]>(crmKeys.activityStatuses, '/activitiesStatus'),
  staleTime: 5 * 60_000,
});

export function useActivityStatuses() {
  return useQuery(activityStatusesQuery());
}

/** Active users by name, for the 'Usuário' select. */
export function activeUsersByName(users: readonly UserRow[]): UserRow[] {
  return users.filter((user) => user.status).sort((a, b) => a.nome.localeCompare(b.nome, 'pt-BR'));
}

/**
 * GET /api/user for the 'Usuário' select: read only by those who may list users
 * (permission 'user'); everyone else can only choose themselves.
 */
export function useResponsibleUsers(user: SessionUser | null, mayListUsers: boolean) {
  const list = useQuery({
    ...apiGetQuery<UserRow[]>(crmKeys.users, '/user'),
    select: activeUsersByName,
    enabled: mayListUsers,
    staleTime: 60_000,
  });
  const options = (list.data ?? []).map((row) => ({ value: row.id_usuario, label: row.nome }));
  if (user && !options.some((option) => option.value === user.id_usuario)) {
    options.unshift({ value: user.id_usuario, label: user.nome });
  }
  return { options, isLoading: mayListUsers && list.isLoading };
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
