import { MONEY_PATTERN } from './money.js';
/**
 * JSON Schemas of the payloads on the bus. `PayloadSchema<T>` ties each to its TypeScript type, so a payload field changed without its
 * schema does not compile. Consumers validate every payload before a handler runs; unknown properties are allowed, so a producer may add
 * an optional field to a v1 contract before its consumers know it.
 */

declare const payloadType: unique symbol;

/** The JSON Schema of one field whose TypeScript type is `V` (nullable exactly when `V` admits null). */
type FieldSchema<V> = null extends V
  ? NonNullFieldSchema<NonNullable<V>> & { readonly nullable: true }
  : NonNullFieldSchema<V> & { readonly nullable?: false };
type NonNullFieldSchema<V> = V extends string
  ? { readonly type: 'string'; readonly pattern?: string }
  : V extends number
    ? { readonly type: 'integer' | 'number'; readonly minimum?: number }
    : V extends boolean
      ? { readonly type: 'boolean' }
      : V extends ReadonlyArray<infer I>
        ? { readonly type: 'array'; readonly items: FieldSchema<I> }
        : never;

/** The fields of `T` that a payload may leave out (`name?: …`). */
type OptionalKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? K : never }[keyof T] & string;
/** The fields of `T` every payload carries. */
type RequiredKeys<T> = Exclude<keyof T & string, OptionalKeys<T>>;

/** The JSON Schema of a flat payload `T`: every field described; only fields `T` requires listed as required. */
export interface PayloadSchema<T> {
  /** Never set: carries `T`, so a registry of schemas gives its payload types (PayloadOf). */
  readonly [payloadType]?: T;
  readonly type: 'object';
  readonly properties: { readonly [K in keyof T]-?: FieldSchema<Exclude<T[K], undefined>> };
  readonly required: ReadonlyArray<RequiredKeys<T>>;
}

/** The payload type a schema describes. */
export type PayloadOf<S> = S extends { readonly [payloadType]?: infer T } ? Exclude<T, undefined> : never;

/**
 * The required fields of `properties`: every one but those `optional` names. `optional`
 * must name every optional field of `T` (a field made optional without it does not compile),
 * so a payload's schema never requires what its type lets a producer leave out.
 */
export function requiredOf<T>(
  properties: PayloadSchema<T>['properties'],
  optional: { readonly [K in OptionalKeys<T>]: true },
): Array<RequiredKeys<T>> {
  return Object.keys(properties).filter((name) => !(name in optional)) as Array<RequiredKeys<T>>;
}

/** An ISO 8601 time as JSON.stringify writes a Date. */
const instant = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?(Z|[+-]\\d{2}:\\d{2})$' } as const;

/** The field vocabulary the payloads share. */
export const field = {
  id: { type: 'integer', minimum: 1 },
  revision: { type: 'integer', minimum: 1 },
  integer: { type: 'integer' },
  text: { type: 'string' },
  flag: { type: 'boolean' },
  nullableId: { type: 'integer', nullable: true },
  nullableText: { type: 'string', nullable: true },
  /** YYYY-MM-DD */
  day: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' },
  instant,
  nullableInstant: { ...instant, nullable: true },
  /** An exact amount: '1500.00' (money.ts). */
  money: { type: 'string', pattern: MONEY_PATTERN },
  nullableMoney: { type: 'string', pattern: MONEY_PATTERN, nullable: true },
} as const;
