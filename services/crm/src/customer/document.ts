import type { TipoPessoa } from '@treina/contracts';

export const INVALID_DOCUMENT = 'Documento inválido: informe um CPF (11 dígitos) ou CNPJ (14 dígitos) válido.';

/** The digits of a masked CPF/CNPJ ('123.456.789-09' -> '12345678909'). */
export function documentDigits(value: string): string {
  return value.replace(/\D/g, '');
}

function allSame(digits: string): boolean {
  return /^(\d)\1*$/.test(digits);
}

/** Modulo-11 check digit with the given weights (CPF and CNPJ rules). */
function checkDigit(digits: string, weights: number[]): number {
  const sum = weights.reduce((total, weight, index) => total + weight * Number(digits[index]), 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

export function isValidCpf(digits: string): boolean {
  if (!/^\d{11}$/.test(digits) || allSame(digits)) return false;
  const first = checkDigit(digits, [10, 9, 8, 7, 6, 5, 4, 3, 2]);
  const second = checkDigit(digits, [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
  return first === Number(digits[9]) && second === Number(digits[10]);
}

export function isValidCnpj(digits: string): boolean {
  if (!/^\d{14}$/.test(digits) || allSame(digits)) return false;
  const first = checkDigit(digits, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  const second = checkDigit(digits, [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  return first === Number(digits[12]) && second === Number(digits[13]);
}

/**
 * A customer's documento, mask stripped: a valid CPF makes a 'Física' customer, a
 * valid CNPJ a 'Jurídica' one; anything else is null (the caller answers 400).
 */
export function classifyDocument(value: string): { documento: string; tipo_pessoa: TipoPessoa } | null {
  const digits = documentDigits(value);
  if (isValidCpf(digits)) return { documento: digits, tipo_pessoa: 'Física' };
  if (isValidCnpj(digits)) return { documento: digits, tipo_pessoa: 'Jurídica' };
  return null;
}
