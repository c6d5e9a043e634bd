import { type ArgumentMetadata, Injectable, type PipeTransform } from '@nestjs/common';
import { badRequest } from './api-error.js';

/** The largest id an int4 column holds: a larger one is refused with a 400, never a database error. */
export const MAX_ID = 2_147_483_647;

/**
 * A path or query parameter's id: a positive 32-bit integer, else a 400 naming the
 * parameter. The text as sent, or the number the validation pipe made of plain digits.
 */
export function parseId(value: unknown, name: string): number {
  const id = (typeof value === 'string' || typeof value === 'number') && /^\d{1,10}$/.test(String(value)) ? Number(value) : NaN;
  if (!Number.isInteger(id) || id < 1 || id > MAX_ID) throw badRequest(`O parâmetro '${name}' deve ser um id numérico.`);
  return id;
}

/** `:id` path parameters (see parseId). */
@Injectable()
export class ParseIdPipe implements PipeTransform<string, number> {
  transform(value: string, metadata: ArgumentMetadata): number {
    return parseId(value, metadata.data ?? 'id');
  }
}

/** `?usersIds=1,2,3`: distinct positive ids, at least one. */
export function parseIdList(raw: unknown, name: string, max = 1000): number[] {
  if (typeof raw !== 'string' || raw.trim() === '') throw badRequest(`Informe o parâmetro '${name}'.`);
  const parts = raw
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const ids = parts.map(Number);
  if (!parts.length || parts.some((part) => !/^\d{1,10}$/.test(part)) || ids.some((id) => id < 1 || id > MAX_ID)) {
    throw badRequest(`O parâmetro '${name}' deve conter ids numéricos separados por vírgula.`);
  }
  if (ids.length > max) throw badRequest(`O parâmetro '${name}' aceita no máximo ${max} ids.`);
  return [...new Set(ids)];
}
