import { applyDecorators } from '@nestjs/common';
import { MAX_ID } from '@treina/nest-platform';
import { Transform } from 'class-transformer';
import { IsBoolean, IsInt, Max, Min, type ValidationArguments } from 'class-validator';
import { IsDateInput, parseDateInput } from './dates.js';

// The CRM lists' own query parameters (beside the paging protocol), as DTO rules that
// answer the messages the API has always given for them. Used after the platform's
// @OptionalField() and @QueryBoolean() / @QueryInt(), which turn the text into a value.

const parameter = (rule: string) => (args: ValidationArguments) => `O parâmetro '${args.property}' ${rule}`;

/** `?sales=true`: else "O parâmetro 'sales' deve ser true ou false." */
export const IsQueryBoolean = () => IsBoolean({ message: parameter('deve ser true ou false.') });

/** `?userId=7`: a positive 32-bit id, else "O parâmetro 'userId' deve ser um id numérico." (the platform's parseId message). */
export function IsQueryId() {
  const message = parameter('deve ser um id numérico.');
  return applyDecorators(IsInt({ message }), Min(1, { message }), Max(MAX_ID, { message }));
}

/** `?limit=20`: an integer from 1 to `max`. */
export function IsQueryLimit(max: number) {
  const message = parameter(`deve ser um número inteiro entre 1 e ${max}.`);
  return applyDecorators(IsInt({ message }), Min(1, { message }), Max(max, { message }));
}

/** `?data_inicio_de=AAAA-MM-DD` (or DD/MM/AAAA) as 'YYYY-MM-DD'; else "O parâmetro '…' deve ser uma data (AAAA-MM-DD)." */
export const QueryDate = () =>
  applyDecorators(
    Transform(({ value }: { value: unknown }) => parseDateInput(value) ?? value),
    IsDateInput({ message: parameter('deve ser uma data (AAAA-MM-DD).') }),
  );
