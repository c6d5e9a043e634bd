import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NewUserBody, UserChangeBody, UserRow } from '@treina/contracts';
import { api, recordHistoryKey } from '@treina/web-platform';
import { permissionKeys, setUserPermissions } from '../../../shared/permissions/permissions-api';
import { userKeys } from './get-users';

/** What the Usuários form saves: the user's fields (the API's body, generated from identity's OpenAPI document) and, apart, its permissions. */
export type CreateUserInput = NewUserBody & { permissions: number[] };
export type UpdateUserInput = Required<Pick<UserChangeBody, 'nome' | 'email' | 'id_tipo_usuario' | 'status'>> & {
  id_usuario: number;
  permissions: number[];
};

/** The users' histories: every save (and deactivation) adds to them. */
const USER_HISTORY = recordHistoryKey('user');

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateUserInput) => api.post<UserRow[]>('/auth/register', input),
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: userKeys.list }), queryClient.invalidateQueries({ queryKey: USER_HISTORY })]),
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
        queryClient.invalidateQueries({ queryKey: USER_HISTORY }),
      ]),
  });
}

/** Users are deactivated, never deleted (their permissions are cleared by the server). */
export function useDeactivateUsers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => api.delete<{ status: boolean }>('/users', { query: { usersIds: ids.join(',') } }),
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: userKeys.list }), queryClient.invalidateQueries({ queryKey: USER_HISTORY })]),
  });
}

/** 'Enviar link de redefinição': the user gets the same e-mail as from 'Esqueci minha senha' (permission user_update). */
export function useSendPasswordResetLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id_usuario: number) => api.post<{ status: boolean; statusMsg: string }>(`/user/${id_usuario}/password-reset`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USER_HISTORY }),
  });
}
