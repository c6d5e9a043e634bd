import { applyDecorators } from '@nestjs/common';
import { ApiException, MAX_ID } from '@treina/nest-platform';
import { IsInt, Max, Min, ValidateIf } from 'class-validator';

/** Text PostgreSQL cannot store (NUL), dropped rather than failing the statement. */
export const withoutNul = (text: string) => text.replace(/\u0000/g, '');

/** Body field helpers of the DTOs. Trims strings (NULs dropped), leaves anything else for the validators to refuse. */
export const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? withoutNul(value).trim() : value);

/** The field may be left out or null (e.g. `id_aluno: null` clears it). */
export const Nullable = () => ValidateIf((_object, value) => value !== undefined && value !== null);

/** A database id in a body: a positive 32-bit integer. */
export const IsId = () => applyDecorators(IsInt(), Min(1), Max(MAX_ID));

/** A 400 about one body field: the message, also as the field's entry in `errors`. */
export const fieldError = (field: string, message: string) => new ApiException(400, message, [{ field, message }]);
