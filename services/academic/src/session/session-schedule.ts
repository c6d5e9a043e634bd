import { brazilianHolidays } from './holidays.js';

/** One session's place in time: 'YYYY-MM-DD', 'HH:MM', 'HH:MM'. */
interface SessionSlot {
  data: string;
  inicio: string;
  fim: string;
}

/** ISO weekdays (1 = Monday … 7 = Sunday) a class meets on when none are given. */
export const DEFAULT_WEEKDAYS: readonly number[] = [1, 2, 3, 4, 5];

/** Weekdays as a class stores them: each once, Monday first. */
export function weekdaysInOrder(days: readonly number[]): number[] {
  return [...new Set(days)].sort((a, b) => a - b);
}

/** The default times of each period (periodo_turma id), editable in the academic settings. */
export const DEFAULT_PERIOD_TIMES: Readonly<Record<number, { inicio: string; fim: string }>> = {
  1: { inicio: '19:00', fim: '22:00' },
  2: { inicio: '08:00', fim: '12:00' },
};

interface SessionPattern {
  data_inicio: string;
  data_fim: string;
  dias_semana: readonly number[];
  inicio: string;
  fim: string;
}

const DAY_MS = 86_400_000;
const utc = (iso: string) => Date.UTC(+iso.slice(0, 4), +iso.slice(5, 7) - 1, +iso.slice(8, 10));

/** One session per meeting weekday between the class's dates (inclusive), national holidays skipped. */
export function generateSessions(p: SessionPattern): SessionSlot[] {
  const start = utc(p.data_inicio);
  const end = utc(p.data_fim);
  const days = new Set(p.dias_semana);
  const holidays = new Set<string>();
  for (let y = +p.data_inicio.slice(0, 4); y <= +p.data_fim.slice(0, 4); y++) {
    for (const h of brazilianHolidays(y)) holidays.add(h.data);
  }
  const slots: SessionSlot[] = [];
  for (let t = start; t <= end; t += DAY_MS) {
    const d = new Date(t);
    const data = d.toISOString().slice(0, 10);
    if (days.has(d.getUTCDay() || 7) && !holidays.has(data)) slots.push({ data, inicio: p.inicio, fim: p.fim });
  }
  return slots;
}

interface ExistingSession extends SessionSlot {
  id: number;
  presencas_registradas: boolean;
}

interface RegenerationPlan {
  keep: number[];
  remove: number[];
  create: SessionSlot[];
}

/**
 * What regenerating a class's sessions does: a session with attendance is always kept (and no new one
 * is made on its date); one without attendance is kept if the new pattern has its exact slot, removed
 * otherwise; the pattern's remaining slots are created.
 */
export function planRegeneration(existing: readonly ExistingSession[], wanted: readonly SessionSlot[]): RegenerationPlan {
  const attendedDates = new Set(existing.filter((s) => s.presencas_registradas).map((s) => s.data));
  const key = (s: SessionSlot) => `${s.data} ${s.inicio} ${s.fim}`;
  const wantedKeys = new Set(wanted.map(key));
  const keep: number[] = [];
  const remove: number[] = [];
  const kept = new Set<string>();
  for (const s of existing) {
    if (s.presencas_registradas || (wantedKeys.has(key(s)) && !kept.has(key(s)))) {
      keep.push(s.id);
      kept.add(key(s));
    } else remove.push(s.id);
  }
  const create = wanted.filter((w) => !attendedDates.has(w.data) && !kept.has(key(w)));
  return { keep, remove, create };
}

/** Same date and overlapping times (a session ending when the other starts does not overlap). */
export function sessionsOverlap(a: SessionSlot, b: SessionSlot): boolean {
  return a.data === b.data && a.inicio < b.fim && b.inicio < a.fim;
}

/** The first of the instructor's other sessions the candidate overlaps, if any. */
export function findOverlap<T extends SessionSlot>(candidate: SessionSlot, others: readonly T[]): T | undefined {
  return others.find((o) => sessionsOverlap(candidate, o));
}

/** The Portuguese 409 message for a session placed on another of the same instructor. */
export function msgInstructorBusy(turma: string, other: SessionSlot): string {
  const [y, m, d] = other.data.split('-');
  return `O instrutor já tem aula da turma ${turma} em ${d}/${m}/${y} das ${other.inicio} às ${other.fim}.`;
}

/** The longest span the agenda reads at once: a month view with the days around it. */
const AGENDA_MAX_DAYS = 62;

/** Why an agenda's span is refused, or null: its end before its start, or longer than AGENDA_MAX_DAYS. */
export function agendaSpanProblem(from: string, to: string): string | null {
  if (to < from) return 'A data final da agenda deve ser igual ou posterior à inicial.';
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000 + 1;
  return days > AGENDA_MAX_DAYS ? `A agenda mostra no máximo ${AGENDA_MAX_DAYS} dias por vez.` : null;
}
