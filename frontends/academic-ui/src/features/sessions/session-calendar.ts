import { formatDate } from '@treina/ui-kit';

/** A calendar day as the API writes it: 'YYYY-MM-DD'. */
export type IsoDay = string;

const pad = (value: number) => String(value).padStart(2, '0');

const WEEKDAYS = ['domingo', 'segunda-feira', 'terça-feira', 'quarta-feira', 'quinta-feira', 'sexta-feira', 'sábado'];
/** Monday first, as the grids are drawn. */
export const WEEKDAY_SHORT = ['seg', 'ter', 'qua', 'qui', 'sex', 'sáb', 'dom'];
const MONTHS = [
  'Janeiro',
  'Fevereiro',
  'Março',
  'Abril',
  'Maio',
  'Junho',
  'Julho',
  'Agosto',
  'Setembro',
  'Outubro',
  'Novembro',
  'Dezembro',
];

function dateOf(day: IsoDay): Date {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year!, month! - 1, date!);
}

/** The local calendar day of a moment. */
function isoDayOf(date: Date): IsoDay {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The school's time zone: the server decides which sessions are in the future by the same calendar. */
const SCHOOL_TIME_ZONE = 'America/Sao_Paulo';
const schoolDay = new Intl.DateTimeFormat('en-CA', { timeZone: SCHOOL_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** Today in the school's calendar, wherever the browser is. */
export function schoolToday(now: Date = new Date()): IsoDay {
  return schoolDay.format(now);
}

export function addDays(day: IsoDay, days: number): IsoDay {
  const date = dateOf(day);
  return isoDayOf(new Date(date.getFullYear(), date.getMonth(), date.getDate() + days));
}

/** 1 = segunda … 7 = domingo. */
export function isoWeekday(day: IsoDay): number {
  return dateOf(day).getDay() || 7;
}

export interface DayRange {
  de: IsoDay;
  ate: IsoDay;
}

/** Today and the next `days` days (Minhas Aulas: 14). */
export function upcomingRange(today: IsoDay, days: number): DayRange {
  return { de: today, ate: addDays(today, days) };
}

/** The week (Monday to Sunday) holding the day. */
export function weekOf(day: IsoDay): DayRange & { days: IsoDay[] } {
  const de = addDays(day, 1 - isoWeekday(day));
  const days = Array.from({ length: 7 }, (_, index) => addDays(de, index));
  return { de, ate: days[6]!, days };
}

/** The month's grid: whole weeks, Monday first, from the week of its first day to the week of its last. */
export function monthGridOf(day: IsoDay): DayRange & { month: string; weeks: IsoDay[][] } {
  const first = `${day.slice(0, 7)}-01`;
  const date = dateOf(first);
  const last = isoDayOf(new Date(date.getFullYear(), date.getMonth() + 1, 0));
  const weeks: IsoDay[][] = [];
  for (let start = weekOf(first).de; start <= last; start = addDays(start, 7)) weeks.push(weekOf(start).days);
  return { de: weeks[0]![0]!, ate: weeks.at(-1)![6]!, month: first.slice(0, 7), weeks };
}

export type CalendarView = 'semana' | 'mes';

/** The range the view shows around the day (the sessions asked for). */
export function viewRange(view: CalendarView, day: IsoDay): DayRange {
  const { de, ate } = view === 'semana' ? weekOf(day) : monthGridOf(day);
  return { de, ate };
}

/** The day one week or one month before (-1) or after (+1); a month step lands on the 1st. */
export function shiftDay(view: CalendarView, day: IsoDay, step: -1 | 1): IsoDay {
  if (view === 'semana') return addDays(day, 7 * step);
  const date = dateOf(day);
  return isoDayOf(new Date(date.getFullYear(), date.getMonth() + step, 1));
}

/** The month's name and year ('Março de …'), or the week's first and last day as DD/MM/YYYY. */
export function periodTitle(view: CalendarView, day: IsoDay): string {
  if (view === 'mes') {
    const date = dateOf(day);
    return `${MONTHS[date.getMonth()]} de ${date.getFullYear()}`;
  }
  const { de, ate } = weekOf(day);
  return `${formatDate(de)} a ${formatDate(ate)}`;
}

/** The weekday and DD/MM/YYYY, after 'Hoje, ' or 'Amanhã, ' for those two days; capitalised otherwise. */
export function dayHeading(day: IsoDay, today: IsoDay): string {
  const text = `${WEEKDAYS[dateOf(day).getDay()]}, ${formatDate(day)}`;
  if (day === today) return `Hoje, ${text}`;
  if (day === addDays(today, 1)) return `Amanhã, ${text}`;
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The sessions by day, days in order and each day's sessions by start time. */
export function groupByDay<T extends { data: IsoDay; inicio: string }>(sessions: readonly T[]): Array<{ day: IsoDay; sessions: T[] }> {
  const byDay = new Map<IsoDay, T[]>();
  for (const session of sessions) byDay.set(session.data, [...(byDay.get(session.data) ?? []), session]);
  return [...byDay.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([day, list]) => ({ day, sessions: list.sort((a, b) => a.inicio.localeCompare(b.inicio)) }));
}
