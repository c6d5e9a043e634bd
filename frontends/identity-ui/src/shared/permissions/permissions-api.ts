import { useQuery } from '@tanstack/react-query';
import type { DefaultPermissionRow, PermissionRow, UserPermissionRow, UserTypeRow } from '@treina/contracts';
import { api, apiGetQuery } from '@treina/web-platform';

export const permissionKeys = {
  all: ['identity', 'permissions'] as const,
  userTypes: ['identity', 'userTypes'] as const,
  defaults: ['identity', 'permissionUserTypes'] as const,
  ofUser: (userId: number) => ['identity', 'userPermissions', userId] as const,
};

const permissionsQuery = () => apiGetQuery<PermissionRow[]>(permissionKeys.all, '/permissions');
const userTypesQuery = () => apiGetQuery<UserTypeRow[]>(permissionKeys.userTypes, '/userTypes');
const defaultPermissionsQuery = () => apiGetQuery<DefaultPermissionRow[]>(permissionKeys.defaults, '/permissionUserTypes');
export const userPermissionsQuery = (userId: number) =>
  apiGetQuery<UserPermissionRow[]>(permissionKeys.ofUser(userId), `/getUserPermissions/${userId}`);

/** Everything the permission blocks need: all permissions, user types and per-type defaults. */
export function usePermissionCatalog(enabled = true) {
  const permissions = useQuery({ ...permissionsQuery(), enabled, staleTime: 5 * 60_000 });
  const userTypes = useQuery({ ...userTypesQuery(), enabled, staleTime: 5 * 60_000 });
  const defaults = useQuery({ ...defaultPermissionsQuery(), enabled });
  return {
    permissions: permissions.data ?? [],
    userTypes: userTypes.data ?? [],
    defaults: defaults.data ?? [],
    isLoading: permissions.isLoading || userTypes.isLoading || defaults.isLoading,
    error: permissions.error ?? userTypes.error ?? defaults.error,
  };
}

export function setUserPermissions(userId: number, permissions: number[]) {
  return api.patch<{ status: boolean }>(`/setUserPermissions/${userId}`, { permissions });
}

export function setDefaultPermissions(userTypeId: number, permissions: number[]) {
  return api.patch<{ status: boolean }>(`/setDefaultPermissions/${userTypeId}`, { permissions });
}
