import { type ArgumentMetadata, Injectable, type PipeTransform } from '@nestjs/common';
import { badRequest } from './api-error.js';

const MAX_ID = 2_147_483_647;

/** `:id` path parameters: a positive 32-bit integer, else 400 (never a database error). */
@Injectable()
export class ParseIdPipe implements PipeTransform<string, number> {
  transform(value: string, metadata: ArgumentMetadata): number {
    const id = /^\d{1,10}$/.test(value) ? Number(value) : NaN;
    if (!Number.isInteger(id) || id < 1 || id > MAX_ID) throw badRequest(`O parâmetro '${metadata.data ?? 'id'}' deve ser um id numérico.`);
    return id;
  }
}

/** `?usersIds=1,2,3` (SPEC's delete calls): distinct positive ids, at least one. */
export function parseIdList(raw: unknown, name: string, max = 1000): number[] {
  if (typeof raw !== 'string' || raw.trim() === '') throw badRequest(`Informe o parâmetro '${name}'.`);
  const parts = raw.split(',').map((part) => part.trim()).filter(Boolean);
  const ids = parts.map(Number);
  if (!parts.length || parts.some((part) => !/^\d{1,10}$/.test(part)) || ids.some((id) => id < 1 || id > MAX_ID)) {
    throw badRequest(`O parâmetro '${name}' deve conter ids numéricos separados por vírgula.`);
  }
  if (ids.length > max) throw badRequest(`O parâmetro '${name}' aceita no máximo ${max} ids.`);
  return [...new Set(ids)];
}
