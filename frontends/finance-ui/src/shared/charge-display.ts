import { moneyToCentavos, type ChargeRow } from '@treina/contracts';
import { API_BASE } from '@treina/web-platform';

/** The instalment as the screens show it: '2/6'. */
export function instalmentText(row: Pick<ChargeRow, 'parcela' | 'parcelas'>): string {
  return `${row.parcela}/${row.parcelas}`;
}

/** What is still due on a charge, in centavos (never below zero: an overpayment leaves nothing due). */
export function amountDue(row: Pick<ChargeRow, 'valor' | 'valor_recebido'>): number {
  return Math.max(0, moneyToCentavos(row.valor) - moneyToCentavos(row.valor_recebido));
}

/** Whether a charge still waits for its money: open, or open and past its due day. */
export function isOpenCharge(row: Pick<ChargeRow, 'status'>): boolean {
  return row.status === 'Aberta' || row.status === 'Vencida';
}

/** The PNG of the charge's PIX QR code; the server answers 404 when it cannot be paid by PIX. */
export function pixQrSrc(chargeId: number): string {
  return `${API_BASE}/charges/${chargeId}/pix.png`;
}

export const PIX_TEXT = {
  copied: 'Código PIX copiado.',
  copyFailed: 'Não foi possível copiar: selecione o código e copie.',
  qrAlt: 'QR code PIX da cobrança',
} as const;

/** Puts the PIX "copia e cola" on the clipboard; false when the browser refuses. */
export async function copyPixCode(code: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(code);
    return true;
  } catch {
    return false;
  }
}
