import {
  PERMISSION_ACTIONS,
  PERMISSION_GROUPS,
  VIEW_PERMISSION_LABEL,
  type DefaultPermissionRow,
  type PermissionRow,
} from '@treina/contracts';

/** The form data carries `userPermissions` as 'permission_{id}' → boolean. */
export type PermissionChecks = Record<string, boolean>;

export function permissionKey(id: number): string {
  return `permission_${id}`;
}

/** Selected ids come from keys `name_id` whose value is true. */
export function selectedPermissionIds(checks: PermissionChecks): number[] {
  return Object.entries(checks)
    .filter(([, checked]) => checked)
    .map(([key]) => Number(key.slice(key.lastIndexOf('_') + 1)))
    .filter((id) => Number.isInteger(id))
    .sort((a, b) => a - b);
}

export function checksFromIds(ids: readonly number[]): PermissionChecks {
  return Object.fromEntries(ids.map((id) => [permissionKey(id), true]));
}

/** Choosing a user type replaces the checked permissions with that type's defaults. */
export function defaultChecksForType(userTypeId: number, defaults: readonly DefaultPermissionRow[]): PermissionChecks {
  return checksFromIds(defaults.filter((row) => row.id_tipo_usuario === userTypeId).map((row) => row.id_permissao));
}

interface PermissionOption {
  id_permissao: number;
  nome: string;
  label: string;
}

export interface PermissionGroupView {
  permission_group_key: string;
  permission_group_name: string;
  permissions: PermissionOption[];
}

/**
 * Groups the permission list for the form: each group (in the form's order) with its
 * 'Visualização', 'Criação', 'Atualização' and 'Exclusão' boxes.
 */
export function groupPermissions(all: readonly PermissionRow[]): PermissionGroupView[] {
  const byName = new Map(all.map((row) => [row.nome, row]));
  const groups: PermissionGroupView[] = [];
  for (const group of PERMISSION_GROUPS) {
    const options: PermissionOption[] = [];
    const view = byName.get(group.key);
    if (view) options.push({ id_permissao: view.id_permissao, nome: view.nome, label: VIEW_PERMISSION_LABEL });
    for (const action of PERMISSION_ACTIONS) {
      const row = byName.get(`${group.key}_${action.key}`);
      if (row) options.push({ id_permissao: row.id_permissao, nome: row.nome, label: action.label });
    }
    if (options.length) {
      groups.push({ permission_group_key: group.key, permission_group_name: group.label, permissions: options });
    }
  }
  return groups;
}
