import { UserType } from '@treina/contracts';

/** Which commission rows a user may see. */
export type CommissionScope = { kind: 'all' } | { kind: 'own-sales'; id_usuario_venda: number };

/**
 * Staff of type 3 (Vendas) see only the commissions of their own sales (the
 * enrolment's id_usuario_venda is them); administrators and everyone else holding
 * the `commissions` permission see every row.
 */
export function commissionScope(user: { id_usuario: number; id_tipo_usuario: number }): CommissionScope {
  return user.id_tipo_usuario === UserType.VENDAS ? { kind: 'own-sales', id_usuario_venda: user.id_usuario } : { kind: 'all' };
}
