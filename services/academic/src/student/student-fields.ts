import { registerDecorator, type ValidationOptions } from 'class-validator';

/** CPF check digits (mod 11); also refuses the repeated-digit numbers that pass them. */
export function isValidCpf(value: string): boolean {
  const digits = value.replace(/\D/g, '');
  if (!/^\d{11}$/.test(digits) || /^(\d)\1{10}$/.test(digits)) return false;
  const check = (length: number) => {
    let sum = 0;
    for (let index = 0; index < length; index += 1) sum += Number(digits[index]) * (length + 1 - index);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  return check(9) === Number(digits[9]) && check(10) === Number(digits[10]);
}

/** ###.###.###-## when the value has 11 digits (and nothing else but mask characters); else unchanged. */
export function formatCpf(value: string): string {
  const digits = value.replace(/[\s.-]/g, '');
  return /^\d{11}$/.test(digits) ? `${digits.slice(0, 3)}.${digits.slice(3, 6)}.${digits.slice(6, 9)}-${digits.slice(9)}` : value;
}

/** (DD) NNNNN-NNNN or (DD) NNNN-NNNN from 10 or 11 digits with mask characters; else unchanged. */
export function formatPhone(value: string): string {
  const digits = value.replace(/[\s()\-+.]/g, '').replace(/^55(?=\d{10,11}$)/, '');
  if (!/^[1-9]{2}\d{8,9}$/.test(digits)) return value;
  const local = digits.slice(2);
  return `(${digits.slice(0, 2)}) ${local.slice(0, local.length - 4)}-${local.slice(-4)}`;
}

export const PHONE_FORMAT = /^\([1-9]{2}\) (9\d{4}|[2-8]\d{3})-\d{4}$/;
const MSG_CPF = 'CPF inválido: confira os dígitos.';
export const MSG_PHONE = 'Telefone inválido: use (DD) NNNNN-NNNN.';

export function IsCpf(options?: ValidationOptions) {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'isCpf',
      target: target.constructor,
      propertyName,
      options: { message: MSG_CPF, ...options },
      validator: { validate: (value: unknown) => typeof value === 'string' && isValidCpf(value) },
    });
}
