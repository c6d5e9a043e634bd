/** The permission groups of the product, with their Portuguese labels. */
export const PERMISSION_GROUPS = [
  { key: 'user', label: 'Usuários' },
  { key: 'customer', label: 'Clientes' },
  { key: 'services', label: 'Serviços' },
  { key: 'activities', label: 'Atividades' },
  { key: 'config', label: 'Configurações' },
  { key: 'material', label: 'Materiais' },
  { key: 'commissions', label: 'Comissões' },
  { key: 'training', label: 'Treinamentos' },
  { key: 'class', label: 'Turmas' },
  { key: 'student', label: 'Alunos' },
  // Only a view box: who may export or anonymise a person's data (LGPD), who may read the records' history.
  { key: 'privacy', label: 'Privacidade', viewOnly: true },
  { key: 'audit', label: 'Histórico', viewOnly: true },
  // Charges are made from enrolments and cancelled with them: viewing, and recording payments.
  { key: 'charges', label: 'Cobranças', actions: ['update'] },
  // Practice exams: question banks, exams and every student's attempts (a student takes their own without it).
  { key: 'exams', label: 'Simulados' },
] as const;

export type PermissionGroup = (typeof PERMISSION_GROUPS)[number]['key'];
type PermissionAction = 'create' | 'update' | 'delete';
export type PermissionName = PermissionGroup | `${PermissionGroup}_${PermissionAction}`;

export const PERMISSION_ACTIONS: ReadonlyArray<{ key: PermissionAction; label: string }> = [
  { key: 'create', label: 'Criação' },
  { key: 'update', label: 'Atualização' },
  { key: 'delete', label: 'Exclusão' },
];
export const VIEW_PERMISSION_LABEL = 'Visualização';

/**
 * A user holds a permission when the session's list contains that
 * exact name: `group` for viewing, `group_action` for create, update and delete.
 */
export function hasPermission(held: readonly string[], required: string): boolean {
  return held.includes(required);
}

/** True when the user holds at least one of the names (an endpoint open to several groups). */
export function hasAnyPermission(held: readonly string[], required: readonly string[]): boolean {
  return required.some((name) => held.includes(name));
}

/** The actions a group has besides viewing: all three unless it names its own. */
function actionsOf(group: (typeof PERMISSION_GROUPS)[number]): readonly PermissionAction[] {
  if ('viewOnly' in group) return [];
  if ('actions' in group) return group.actions;
  return PERMISSION_ACTIONS.map((action) => action.key);
}

/**
 * Every permission name, in the order they are seeded: ids 1..40 for the ten groups with
 * their actions, then 41 'privacy', 42 'audit', 43 'charges', 44 'charges_update', and 45–48 'exams' with its
 * three actions. Ids are positions, so a new group goes last.
 */
export const ALL_PERMISSION_NAMES: PermissionName[] = PERMISSION_GROUPS.flatMap((group) => [
  group.key as PermissionName,
  ...actionsOf(group).map((action) => `${group.key}_${action}` as PermissionName),
]);
