import type { ChargeRow } from '@treina/contracts';
import { isOpenCharge } from '../../shared/charge-display';

/** The student's charges in the order to act on them: what is still to pay first, each group by due day. */
export function chargesToPayFirst(rows: readonly ChargeRow[]): ChargeRow[] {
  const rank = (row: ChargeRow) => (isOpenCharge(row) ? 0 : 1);
  return [...rows].sort((a, b) => rank(a) - rank(b) || a.vencimento.localeCompare(b.vencimento) || a.parcela - b.parcela);
}
