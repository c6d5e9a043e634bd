import { formatDate } from '@treina/ui-kit';
import type { SessionRow } from '@treina/contracts';

const minutesOf = (time: string) => {
  const [hours, minutes] = time.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
};

/** A session's length in hours ('19:00'–'22:00' → 3). */
export function sessionHours(session: Pick<SessionRow, 'inicio' | 'fim'>): number {
  return Math.max(0, minutesOf(session.fim) - minutesOf(session.inicio)) / 60;
}

/** The hours of the sessions that are not cancelled. */
export function plannedHours(sessions: readonly Pick<SessionRow, 'inicio' | 'fim' | 'status'>[]): number {
  return sessions.filter((session) => session.status !== 'Cancelada').reduce((sum, session) => sum + sessionHours(session), 0);
}

const oneDecimal = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 0, maximumFractionDigits: 1 });
const fixedOneDecimal = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** Hours as pt-BR text: '48h', '1,5h'. */
export function formatHours(hours: number): string {
  return `${oneDecimal.format(hours)}h`;
}

/** A percentage with one decimal and a comma: 87.5 → '87,5%', 100 → '100,0%'. */
export function formatPercent(value: number): string {
  return `${fixedOneDecimal.format(value)}%`;
}

/** '19:00–22:00'. */
export function timeRange(session: Pick<SessionRow, 'inicio' | 'fim'>): string {
  return `${session.inicio}–${session.fim}`;
}

const WEEKDAY_SHORT = ['dom', 'seg', 'ter', 'qua', 'qui', 'sex', 'sáb'];

/** A calendar day 'YYYY-MM-DD' as its short weekday and DD/MM/YYYY ('seg, …'). */
export function dayWithWeekday(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  const weekday = WEEKDAY_SHORT[new Date(year!, month! - 1, date!).getDay()];
  return `${weekday}, ${formatDate(day)}`;
}
