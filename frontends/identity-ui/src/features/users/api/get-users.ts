import { useQuery } from '@tanstack/react-query';
import type { UserRow } from '@treina/contracts';
import { apiGetQuery } from '@treina/web-platform';

export const userKeys = { list: ['identity', 'users'] as const };

/** Users sorted by user-type id, highest first (also after an update). */
function sortUsers(users: readonly UserRow[]): UserRow[] {
  return [...users].sort((a, b) => b.id_tipo_usuario - a.id_tipo_usuario || a.id_usuario - b.id_usuario);
}

const usersQuery = () => ({
  ...apiGetQuery<UserRow[]>(userKeys.list, '/user'),
  select: sortUsers,
});

export function useUsers() {
  return useQuery(usersQuery());
}
