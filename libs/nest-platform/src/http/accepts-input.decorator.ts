import { ValidateBy } from 'class-validator';

/** The name the OpenAPI generator knows this rule by. */
export const ACCEPTS_INPUT = 'acceptsInput';

/**
 * Documents what a client may send for a field whose @Transform() turns it into the
 * validated form (a date typed as DD/MM/YYYY, money as "1.500,50"): the OpenAPI document
 * shows `schema` instead of what the validation rules say of the value after the
 * transform. It validates nothing. It is a class-validator rule, not plain metadata, so
 * that PartialType() (the update DTOs) inherits it like the field's other rules. Put it
 * above the field's own rules: the generator merges them in the order they were declared
 * (bottom up), so this one comes last and wins.
 */
export const AcceptsInput = (schema: { type: string | string[]; pattern?: string; description: string }) =>
  ValidateBy({ name: ACCEPTS_INPUT, constraints: [schema], validator: { validate: () => true } });
