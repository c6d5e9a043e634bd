import { Transform } from 'class-transformer';

// A query string's values all arrive as text. These turn the exact text of a boolean or
// an integer into one and leave anything else as it came, for the DTO's own rule
// (@IsBoolean, @IsInt) to refuse with its Portuguese message. class-transformer's
// @Type(() => Boolean) would read 'false' as true, and @Type(() => Number) ' 1' or '0x10' as numbers.
// An empty value (`?classId=`) is no value, as a form leaves it.

/** `?sales=true` / `?sales=false` */
export const QueryBoolean = () =>
  Transform(({ value }: { value: unknown }) => (value === '' ? undefined : value === 'true' ? true : value === 'false' ? false : value));

/** `?userId=7`: plain digits (an optional minus) only. */
export const QueryInt = () =>
  Transform(({ value }: { value: unknown }) =>
    value === '' ? undefined : typeof value === 'string' && /^-?\d{1,10}$/.test(value) ? Number(value) : value,
  );
