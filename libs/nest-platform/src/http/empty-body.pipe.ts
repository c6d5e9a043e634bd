import { Injectable, type PipeTransform } from '@nestjs/common';
import { badRequest } from './api-error.js';

/**
 * The body of an action that takes none (`POST .../anonymise`): nothing, or `{}`. Any field is
 * refused as the validation pipe refuses an unknown one ("O campo 'x' não é permitido."), so a
 * caller who thinks it sends options learns they are not read; anything but an object is refused too.
 */
@Injectable()
export class EmptyBodyPipe implements PipeTransform<unknown, undefined> {
  transform(value: unknown): undefined {
    if (value === undefined || value === null) return undefined;
    if (typeof value !== 'object' || Array.isArray(value)) throw badRequest('O corpo da requisição deve ser um objeto JSON.');
    const [field] = Object.keys(value);
    if (field !== undefined) {
      const message = `O campo '${field}' não é permitido.`;
      throw badRequest(message, [{ field, message }]);
    }
    return undefined;
  }
}
