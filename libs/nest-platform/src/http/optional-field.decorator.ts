import { ValidateIf } from 'class-validator';

/**
 * A field the body may leave out, but not send as null: class-validator's
 * @IsOptional() also skips validation of null, which then reaches the service as a value (and a NOT NULL column as a 500). With this,
 * `null` is validated like any other value and refused with the field's own Portuguese message.
 */
export const OptionalField = () => ValidateIf((_object: object, value: unknown) => value !== undefined);
