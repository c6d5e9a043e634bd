import { type EnrolmentSnapshotV1, UserType } from '@treina/contracts';

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

/** What an enrolment event does to finance's projection, given the sequence finance holds. */
export type CommissionEffect = 'ignore' | 'upsert' | 'remove';

/**
 * SPEC: one commission row per enrolment whose entry has gera_comissao true. An event
 * not newer than the held sequence (a repeat, a late older one, a replay of the
 * current state) has no effect; a newer one writes the row, or removes it when the
 * flag is off.
 */
export function commissionEffect(
  heldSequence: number | null,
  event: Pick<EnrolmentSnapshotV1, 'sequence' | 'gera_comissao'>,
): CommissionEffect {
  if (heldSequence !== null && event.sequence <= heldSequence) return 'ignore';
  return event.gera_comissao ? 'upsert' : 'remove';
}
