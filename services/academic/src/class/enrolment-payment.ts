import { type EnrolmentPaidV1, EnrolmentStatus, moneyToCentavos } from '@treina/contracts';
import type { EnrolmentState, EntryRequest } from './enrolment.columns.js';

/** An entry still awaiting its payment: only these become Pago when finance reports the enrolment paid. */
const AWAITING_PAYMENT_STATUSES: readonly number[] = [EnrolmentStatus.INSCRITO, EnrolmentStatus.PAGAMENTO_PENDENTE];

/**
 * What finance's "enrolment paid" asks of the stored entry, as a staff change in the class form would: Pago at
 * the payment's time, with the amount paid unless the entry holds one. Null for an entry not awaiting payment
 * (paid, cancelled, refunded, transferred, waiting list), so a late or repeated report changes nothing.
 */
export function paymentRequest(
  stored: Pick<EnrolmentState, 'id_aluno' | 'id_status' | 'valor_pago'>,
  paid: Pick<EnrolmentPaidV1, 'pago_em' | 'valor_pago'>,
): EntryRequest | null {
  if (!AWAITING_PAYMENT_STATUSES.includes(stored.id_status)) return null;
  return {
    id_aluno: stored.id_aluno,
    id_status: EnrolmentStatus.PAGO,
    paidAt: new Date(paid.pago_em),
    valor_pago: stored.valor_pago ?? moneyToCentavos(paid.valor_pago) / 100,
  };
}
