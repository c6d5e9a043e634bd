import { ValidateBy } from 'class-validator';

/** The name the OpenAPI generator knows this rule by. */
export const ACCEPTS_INPUT = 'acceptsInput';

/**
 * Documents what a client may send for a field a @Transform() turns into its validated form (DD/MM/YYYY dates, "1.500,50" money): the
 * OpenAPI document shows `schema`. It validates nothing; a class-validator rule so that PartialType() inherits it. Put it above the field's
 * own rules: declared last, it wins in the generator.
 */
export const AcceptsInput = (schema: { type: string | string[]; pattern?: string; description: string }) =>
  ValidateBy({ name: ACCEPTS_INPUT, constraints: [schema], validator: { validate: () => true } });
