import { useQuery } from '@tanstack/react-query';
import type { UserRow } from '@treina/contracts';
import { apiGetQuery } from '@treina/web-platform';

/** Same key as identity_ui's Usuários list: one cache entry for `GET /api/user`. */
export const userKeys = { list: ['identity', 'users'] as const };

/**
 * The users offered as instructors (identity's `GET /api/user`, which needs the `user`
 * permission; without it the selects offer only the instructor already chosen).
 */
export function useUsers(enabled = true) {
  return useQuery({ ...apiGetQuery<UserRow[]>(userKeys.list, '/user'), enabled, staleTime: 60_000 });
}

export interface InstructorOption {
  id: number;
  nome: string;
}

/** Active users by name, plus the current instructor when the list lacks it (inactive, or no `user` permission). */
export function instructorOptions(
  users: readonly UserRow[] | undefined,
  current?: { id: number | null; nome: string | null },
): InstructorOption[] {
  const options = (users ?? [])
    .filter((user) => user.status && user.id_tipo_usuario !== 6)
    .map((user) => ({ id: user.id_usuario, nome: user.nome }))
    .sort((a, b) => a.nome.localeCompare(b.nome, 'pt-BR'));
  if (current?.id && !options.some((option) => option.id === current.id)) {
    options.unshift({ id: current.id, nome: current.nome ?? `Usuário ${current.id}` });
  }
  return options;
}
