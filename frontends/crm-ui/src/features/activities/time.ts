/**
 * Subtask times: typed as HH:mm (digits only, max 5, default
 * 00:00); a time without a colon counts as hours. Durations show as HH:MM:SS.
 */

export const DEFAULT_SUBTASK_TIME = '00:00';

const TIME = /^\s*(\d{1,3})(?::(\d{0,2}))?\s*$/;

/** Seconds of a subtask time: '01:30' → 5400, '2' → 7200, '' → 0; null when it is not a time. */
export function parseSubtaskTime(time: string | null | undefined): number | null {
  const text = (time ?? '').trim();
  if (text === '') return 0;
  const match = TIME.exec(text);
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = match[2] ? Number(match[2]) : 0;
  if (minutes > 59) return null;
  return hours * 3600 + minutes * 60;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 'HH:mm' of a number of seconds (hours may pass 99). */
function formatSubtaskTime(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds));
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor((total % 3600) / 60))}`;
}

/** The canonical 'HH:mm' of what was typed ('2' → '02:00', '1:5' → '01:05'); null when not a time. */
export function normalizeSubtaskTime(time: string | null | undefined): string | null {
  const seconds = parseSubtaskTime(time);
  return seconds === null ? null : formatSubtaskTime(seconds);
}

/** HH:MM:SS of a number of seconds (tempo_gasto): 5400 → '01:30:00'. */
export function formatDuration(seconds: number | string | null | undefined): string {
  const value = Number(seconds);
  const total = Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
}

/** A subtask's time as HH:MM:SS ('01:30' → '01:30:00', '2' → '02:00:00'). */
export function subtaskDuration(time: string | null | undefined): string {
  return formatDuration(parseSubtaskTime(time) ?? 0);
}
