import { ALL_PERMISSION_NAMES, type PermissionName, UserType } from '@treina/contracts';

const all = (group: string) => [group, `${group}_create`, `${group}_update`, `${group}_delete`];
const viewCreateUpdate = (group: string) => [group, `${group}_create`, `${group}_update`];

/**
 * The permissions each user type starts with, seeded once by a migration; an
 * administrator changes them afterwards in Configurações > Permissões Padrão.
 */
export const DEFAULT_PERMISSIONS_BY_TYPE: Record<number, string[]> = {
  [UserType.ADMINISTRADOR]: [...ALL_PERMISSION_NAMES],
  [UserType.COORDENADOR]: [
    ...all('activities'),
    ...all('customer'),
    ...all('services'),
    ...all('material'),
    ...all('training'),
    ...all('class'),
    ...all('student'),
    'commissions',
    'user',
    'config',
    ...all('exams'),
  ],
  [UserType.VENDAS]: [
    ...viewCreateUpdate('activities'),
    ...viewCreateUpdate('customer'),
    ...viewCreateUpdate('services'),
    ...viewCreateUpdate('student'),
    'class',
    'training',
    'commissions',
  ],
  [UserType.INSTRUTOR]: [
    ...viewCreateUpdate('activities'),
    'class',
    'class_update',
    'training',
    ...viewCreateUpdate('material'),
    'student',
    ...viewCreateUpdate('exams'),
  ],
  [UserType.CONSULTOR]: [...viewCreateUpdate('activities'), 'customer', 'services'],
  [UserType.ALUNO]: ['class'],
};

/** Permission ids are the 1-based position in ALL_PERMISSION_NAMES: stable across databases. */
export function permissionIdOf(name: string): number {
  const index = ALL_PERMISSION_NAMES.indexOf(name as PermissionName);
  if (index < 0) throw new Error(`Permissão desconhecida: ${name}`);
  return index + 1;
}
