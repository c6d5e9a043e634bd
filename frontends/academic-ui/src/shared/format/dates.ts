import { formatDate } from '@treina/ui-kit';

/** Today plus `days` as DD/MM/YYYY (the class form's defaults: start today, end today + 4). */
export function dateBRFromToday(days = 0, now: Date = new Date()): string {
  return formatDate(new Date(now.getFullYear(), now.getMonth(), now.getDate() + days));
}

/** Newest first by an ISO date field (empty last). */
export function byDateDesc<T>(key: (row: T) => string | null | undefined) {
  return (a: T, b: T) => (key(b) ?? '').localeCompare(key(a) ?? '');
}
