/**
 * The product's input masks. Each takes whatever was typed (or pasted), keeps the
 * digits only and formats them progressively: a separator appears only once a digit
 * follows it, so deleting works naturally.
 */

export function onlyDigits(value: string | null | undefined): string {
  return (value ?? '').replace(/\D+/g, '');
}

/** Applies a pattern where '#' is a digit and any other character is a literal. */
export function applyPattern(digits: string, pattern: string): string {
  let out = '';
  let d = 0;
  for (const ch of pattern) {
    if (d >= digits.length) break;
    if (ch === '#') {
      out += digits[d];
      d += 1;
    } else {
      out += ch;
    }
  }
  return out;
}

const PHONE_PATTERN = '(##) #####-####';
const CPF_PATTERN = '###.###.###-##';
const CNPJ_PATTERN = '##.###.###/####-##';
const DATE_PATTERN = '##/##/####';
const TIME_PATTERN = '##:##';

export const PHONE_MAX_LENGTH = 15;
export const CPF_MAX_LENGTH = 14;
export const CPF_CNPJ_MAX_LENGTH = 18;
export const DATE_MAX_LENGTH = 10;
export const TIME_MAX_LENGTH = 5;

/** (DD) NNNNN-NNNN, at most 15 characters. */
export function maskPhone(value: string | null | undefined): string {
  return applyPattern(onlyDigits(value).slice(0, 11), PHONE_PATTERN);
}

/** ###.###.###-##, at most 14 characters. */
export function maskCpf(value: string | null | undefined): string {
  return applyPattern(onlyDigits(value).slice(0, 11), CPF_PATTERN);
}

/** Up to 11 digits formatted as CPF, more as CNPJ (##.###.###/####-##), at most 18 characters. */
export function maskCpfCnpj(value: string | null | undefined): string {
  const digits = onlyDigits(value).slice(0, 14);
  return digits.length <= 11 ? applyPattern(digits, CPF_PATTERN) : applyPattern(digits, CNPJ_PATTERN);
}

/** DD/MM/YYYY, at most 10 characters. */
export function maskDate(value: string | null | undefined): string {
  return applyPattern(onlyDigits(value).slice(0, 8), DATE_PATTERN);
}

/** HH:mm, at most 5 characters. */
export function maskTime(value: string | null | undefined): string {
  return applyPattern(onlyDigits(value).slice(0, 4), TIME_PATTERN);
}

export type MaskKind = 'phone' | 'cpf' | 'cpfCnpj' | 'date' | 'time';

export const MASKS: Record<MaskKind, { apply(value: string): string; maxLength: number; placeholder: string }> = {
  phone: { apply: maskPhone, maxLength: PHONE_MAX_LENGTH, placeholder: '(00) 00000-0000' },
  cpf: { apply: maskCpf, maxLength: CPF_MAX_LENGTH, placeholder: '000.000.000-00' },
  cpfCnpj: { apply: maskCpfCnpj, maxLength: CPF_CNPJ_MAX_LENGTH, placeholder: '000.000.000-00' },
  date: { apply: maskDate, maxLength: DATE_MAX_LENGTH, placeholder: 'DD/MM/AAAA' },
  time: { apply: maskTime, maxLength: TIME_MAX_LENGTH, placeholder: '00:00' },
};
