import { formatDate } from '@treina/ui-kit';

/** Today plus `years` years, as DD/MM/YYYY (29/02 becomes 01/03 in a common year). */
export function yearsFromToday(years: number, now: Date = new Date()): string {
  return formatDate(new Date(now.getFullYear() + years, now.getMonth(), now.getDate()));
}
