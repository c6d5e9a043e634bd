import { createStaticPix, hasError, parsePix } from 'pix-utils';
import type { FinanceSettings } from '@treina/contracts';

/** The PIX BR Code of one charge: the school's key, name and city, the amount and the charge's own txid. */
export interface PixCharge {
  txid: string;
  /** Centavos. */
  valor: number;
}

/** Whether the school has set what a PIX code needs. */
function pixConfigured(settings: FinanceSettings): boolean {
  return Boolean(settings.chave_pix && settings.nome_recebedor && settings.cidade);
}

/**
 * The "copia e cola" (EMV merchant-presented BR Code, CRC16 included) built by pix-utils; null when the
 * school's PIX key is not set or the library refuses the data.
 */
export function pixCopiaECola(settings: FinanceSettings, charge: PixCharge): string | null {
  if (!pixConfigured(settings)) return null;
  const pix = createStaticPix({
    merchantName: settings.nome_recebedor,
    merchantCity: settings.cidade,
    pixKey: settings.chave_pix,
    txid: charge.txid,
    transactionAmount: charge.valor / 100,
  });
  return hasError(pix) ? null : pix.toBRCode();
}

/** What a BR Code says, read back (tests and the settings' check): key, amount in centavos and txid; null when invalid. */
export function readPixCode(code: string): { chave_pix: string; valor: number; txid: string | undefined } | null {
  const pix = parsePix(code);
  if (hasError(pix) || pix.type !== 'STATIC') return null;
  return { chave_pix: pix.pixKey, valor: Math.round((pix.transactionAmount ?? 0) * 100), txid: pix.txid };
}

/** A charge's txid: unique, alphanumeric, at most 25 characters as the BR Code allows. */
export function txidOf(chargeId: number): string {
  return `TREINA${String(chargeId).padStart(10, '0')}`;
}
