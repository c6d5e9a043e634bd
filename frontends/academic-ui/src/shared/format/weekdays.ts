/** ISO weekdays (1 = Monday … 7 = Sunday) as a class's `dias_semana` holds them, with their short names. */
export const ISO_WEEKDAYS = [
  { id: 1, nome: 'Seg' },
  { id: 2, nome: 'Ter' },
  { id: 3, nome: 'Qua' },
  { id: 4, nome: 'Qui' },
  { id: 5, nome: 'Sex' },
  { id: 6, nome: 'Sáb' },
  { id: 7, nome: 'Dom' },
] as const;

const NAMES = new Map<number, string>(ISO_WEEKDAYS.map((day) => [day.id, day.nome]));

/** `[1, 3, 5]` as 'Seg, Qua, Sex', in week order; an unknown number is shown as it is. */
export function weekdaysText(days: readonly number[]): string {
  return [...new Set(days)]
    .sort((a, b) => a - b)
    .map((day) => NAMES.get(day) ?? String(day))
    .join(', ');
}
