import { EnrolmentStatus, UNCOUNTED_ENROLMENT_STATUSES } from '@treina/contracts';
import { isoToBR } from '@treina/ui-kit';
import { amountBRL, formatMoney } from './money';

/** Enrolments with status 4 (cancelled) or 6 (transfer requested) are shown dimmed. */
export function isDimmedEnrolment(status: number): boolean {
  return UNCOUNTED_ENROLMENT_STATUSES.includes(status);
}

/** The cancellation date reads 'Transferência' for status 6, 'Cancelamento' otherwise. */
export function cancellationLabel(status: number): string {
  return status === EnrolmentStatus.SOLICITACAO_TRANSFERENCIA ? 'Transferência' : 'Cancelamento';
}

/** Content access of an enrolment: 'Liberado' or 'A liberar' (no crase before a verb). */
export function contentAccessText(released: boolean): string {
  return released ? 'Liberado' : 'A liberar';
}

export interface PaymentFields {
  nome_forma_pagto: string | null;
  valor_pago: number | null;
  cod_pagto: string | null;
  cci: string | null;
  /** The class's entries carry the charge plan too. */
  parcelas?: number;
  desconto?: string | null;
  primeiro_vencimento?: string | null;
}

/**
 * Payment method, amount prefixed 'R$', the charge plan (instalments above one, discount, first due
 * day), payment note and the CCI in upper case, each only when present, in this order.
 */
export function paymentDetails(entry: PaymentFields): Array<{ label: string; value: string }> {
  const details: Array<{ label: string; value: string }> = [];
  if (entry.nome_forma_pagto) details.push({ label: 'Forma de Pagamento', value: entry.nome_forma_pagto });
  if (entry.valor_pago !== null && entry.valor_pago !== undefined) details.push({ label: 'Valor', value: formatMoney(entry.valor_pago) });
  if (entry.parcelas && entry.parcelas > 1) details.push({ label: 'Parcelas', value: String(entry.parcelas) });
  if (entry.desconto) details.push({ label: 'Desconto', value: amountBRL(entry.desconto) });
  if (entry.primeiro_vencimento) details.push({ label: '1º vencimento', value: isoToBR(entry.primeiro_vencimento) });
  if (entry.cod_pagto && entry.cod_pagto.trim()) details.push({ label: 'Obs. Pagamento', value: entry.cod_pagto.trim() });
  if (entry.cci && entry.cci.trim()) details.push({ label: 'CCI', value: entry.cci.trim().toUpperCase() });
  return details;
}
