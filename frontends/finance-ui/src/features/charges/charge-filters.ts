import { CHARGE_STATUSES } from '@treina/contracts';

/** The list's filters the server accepts, by their `filter.<name>` (they live in the address with the rest of the list). */
export const CHARGE_FILTER = {
  status: 'status',
  from: 'vencimento_de',
  to: 'vencimento_ate',
  divergent: 'divergente',
  student: 'id_aluno',
  classId: 'id_turma',
} as const;

export type ChargeFilterId = (typeof CHARGE_FILTER)[keyof typeof CHARGE_FILTER];

/** The filters' values by id, from the table state's list. */
export function filterValues(columnFilters: ReadonlyArray<{ id: string; value: string }>): Partial<Record<ChargeFilterId, string>> {
  return Object.fromEntries(columnFilters.map((filter) => [filter.id, String(filter.value ?? '')]));
}

/** The list with one filter set, or removed when `value` is empty. */
export function withFilter<F extends { id: string; value: string }>(columnFilters: readonly F[], id: ChargeFilterId, value: string): F[] {
  const rest = columnFilters.filter((filter) => filter.id !== id);
  return value ? [...rest, { id, value } as F] : rest;
}

export const isChargeStatus = (value: string) => (CHARGE_STATUSES as readonly string[]).includes(value);
