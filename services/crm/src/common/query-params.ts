import { badRequest, parseId } from '@treina/nest-platform';
import { parseDateInput } from './dates.js';

/**
 * Extra query parameters of the CRM lists (beside the paging protocol), each
 * checked like the protocol's own: a wrong value is a Portuguese 400, never a 500.
 */
function single(raw: unknown, name: string): string | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (typeof raw !== 'string') throw badRequest(`O parâmetro '${name}' é inválido.`);
  return raw.trim();
}

/** `?sales=true` */
export function booleanParam(raw: unknown, name: string): boolean | undefined {
  const value = single(raw, name);
  if (value === undefined) return undefined;
  if (value !== 'true' && value !== 'false') throw badRequest(`O parâmetro '${name}' deve ser true ou false.`);
  return value === 'true';
}

/** `?userId=7` */
export function idParam(raw: unknown, name: string): number | undefined {
  const value = single(raw, name);
  return value === undefined ? undefined : parseId(value, name);
}

/** `?data_inicio_de=2026-01-31` (also DD/MM/YYYY) -> 'YYYY-MM-DD' */
export function dateParam(raw: unknown, name: string): string | undefined {
  const value = single(raw, name);
  if (value === undefined) return undefined;
  const date = parseDateInput(value);
  if (!date) throw badRequest(`O parâmetro '${name}' deve ser uma data (AAAA-MM-DD).`);
  return date;
}

/** `?q=ana&limit=20` of small look-ups. */
export function limitParam(raw: unknown, name: string, fallback: number, max: number): number {
  const value = single(raw, name);
  if (value === undefined) return fallback;
  const number = /^\d{1,4}$/.test(value) ? Number(value) : NaN;
  if (!Number.isInteger(number) || number < 1 || number > max)
    throw badRequest(`O parâmetro '${name}' deve ser um número inteiro entre 1 e ${max}.`);
  return number;
}
