import { type PermissionName, UserType } from '@treina/contracts';

/** Who asks, as far as finance's rules need: the session user and their type. */
export interface Viewer {
  id_usuario: number;
  id_tipo_usuario: number;
}

/** The permission that opens the Comissões list (checked by the platform's guard through RequirePermission). */
export const SEE_COMMISSIONS = 'commissions' satisfies PermissionName;

/** Who changes the sellers' rates and closes a month's statements. */
export const EDIT_COMMISSIONS = 'commissions_update' satisfies PermissionName;

/** Which commission rows a user may see. */
export type CommissionScope = { kind: 'all' } | { kind: 'own-sales'; id_usuario_venda: number };

/** Whose commissions a user sees: a Vendas user (type 3) those of their own sales, everyone else with the permission all. */
export function commissionScope(viewer: Viewer): CommissionScope {
  return viewer.id_tipo_usuario === UserType.VENDAS ? { kind: 'own-sales', id_usuario_venda: viewer.id_usuario } : { kind: 'all' };
}

/** May the viewer see this commission row (the rule as a predicate). */
export function seesCommission(viewer: Viewer, row: { id_usuario_venda: number | null }): boolean {
  const scope = commissionScope(viewer);
  return scope.kind === 'all' || row.id_usuario_venda === scope.id_usuario_venda;
}

/** The same rule in SQL over the commission row aliased `alias`, with its parameters; undefined: every row. */
export function visibleCommissionsSql(scope: CommissionScope, alias: string): { sql: string; params: { seller: number } } | undefined {
  return scope.kind === 'own-sales'
    ? { sql: `${alias}.id_usuario_venda = :seller`, params: { seller: scope.id_usuario_venda } }
    : undefined;
}

/** The permissions of the 'Cobranças' group: viewing the charges, and recording payments. */
export const SEE_CHARGES = 'charges' satisfies PermissionName;
export const PAY_CHARGES = 'charges_update' satisfies PermissionName;
/** Who sees where each entry's charges stand in a class form: finance staff, and staff who read classes. */
export const SEE_CLASS_CHARGES = [SEE_CHARGES, 'class'] as const satisfies readonly PermissionName[];

/** Students hold 'class' to read their own classes: never their classmates' charges. */
export function mayReadClassCharges(user: { id_tipo_usuario: number }): boolean {
  return user.id_tipo_usuario !== UserType.ALUNO;
}
/** Who changes the school's PIX settings (Configurações). */
export const EDIT_FINANCE_SETTINGS = 'config_update' satisfies PermissionName;

/** May the user read this charge: a student their own, staff holding the charges permission. */
export function mayReadCharge(
  user: { id_tipo_usuario: number; id_aluno: number | null; permissions: readonly string[] },
  charge: { id_aluno: number },
): boolean {
  if (user.id_tipo_usuario === UserType.ALUNO) return user.id_aluno === charge.id_aluno;
  return user.permissions.includes(SEE_CHARGES);
}
