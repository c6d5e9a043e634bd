import { queryOptions, useMutation } from '@tanstack/react-query';
import type { SessionUser, UserRow } from '@treina/contracts';
import { api } from '@treina/web-platform';

export const profileQuery = () =>
  queryOptions({
    queryKey: ['identity', 'profile'] as const,
    queryFn: ({ signal }) => api.get<SessionUser>('/auth/me', { signal }),
    staleTime: 0,
  });

export interface ProfileUpdate {
  id_usuario: number;
  nome: string;
  /** Sent only when typed: a blank field keeps the current password. */
  senha?: string;
}

/** A user may change their own name and password without the user_update permission. */
export function useUpdateProfile() {
  return useMutation({
    mutationFn: ({ id_usuario, ...fields }: ProfileUpdate) =>
      api.patch<{ status: boolean } & Partial<UserRow>>(`/user/${id_usuario}`, fields),
  });
}
