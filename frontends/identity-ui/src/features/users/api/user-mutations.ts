import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserRow } from '@treina/contracts';
import { api } from '@treina/web-platform';
import { permissionKeys, setUserPermissions } from '../../../shared/permissions/permissions-api';
import { userKeys } from './get-users';

export interface CreateUserInput {
  nome: string;
  email: string;
  senha: string;
  id_tipo_usuario: number;
  permissions: number[];
}

export interface UpdateUserInput {
  id_usuario: number;
  nome: string;
  email: string;
  id_tipo_usuario: number;
  status: boolean;
  permissions: number[];
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateUserInput) => api.post<UserRow[]>('/auth/register', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.list }),
  });
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id_usuario, permissions, ...fields }: UpdateUserInput) => {
      const answer = await api.patch<{ status: boolean } & Partial<UserRow>>(`/user/${id_usuario}`, fields);
      // An inactive user holds no permissions: deactivating clears them on the server.
      if (fields.status) await setUserPermissions(id_usuario, permissions);
      return answer;
    },
    onSuccess: (_answer, input) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: userKeys.list }),
        queryClient.invalidateQueries({ queryKey: permissionKeys.ofUser(input.id_usuario) }),
      ]),
  });
}

/** Users are deactivated, never deleted (their permissions are cleared by the server). */
export function useDeactivateUsers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => api.delete<{ status: boolean }>('/users', { query: { usersIds: ids.join(',') } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.list }),
  });
}
