const pad = (n: number) => String(n).padStart(2, '0');

/** Today plus `days` as DD/MM/YYYY (the class form's defaults: start today, end today + 4). */
export function dateBRFromToday(days = 0, now: Date = new Date()): string {
  const date = new Date(now.getFullYear(), now.getMonth(), now.getDate() + days);
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
}

/** 'YYYY-MM-DD' (or an ISO date-time) → 'DD/MM/YYYY' for a form field; '' when empty. */
export function isoToBR(value: string | null | undefined): string {
  const match = value ? /^(\d{4})-(\d{2})-(\d{2})/.exec(value) : null;
  return match ? `${match[3]}/${match[2]}/${match[1]}` : '';
}

/** Newest first by an ISO date field (empty last). */
export function byDateDesc<T>(key: (row: T) => string | null | undefined) {
  return (a: T, b: T) => (key(b) ?? '').localeCompare(key(a) ?? '');
}
