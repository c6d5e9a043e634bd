/** The subtask time is 'HH:mm' (max 5 characters); a time without a colon means hours. */
export const SUBTASK_TIME_PATTERN = /^\s*(\d{1,3})(?::(\d{1,2}))?\s*$/;
export const INVALID_SUBTASK_TIME = "O tempo da subtarefa deve estar no formato HH:mm (ex.: '01:30'; '2' são 2 horas).";

/** Seconds worked in one subtask: '01:30' -> 5400, '2' -> 7200; null when it is not a time. */
export function subtaskSeconds(time: string): number | null {
  const match = SUBTASK_TIME_PATTERN.exec(time);
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = match[2] === undefined ? 0 : Number(match[2]);
  if (minutes > 59) return null;
  return hours * 3600 + minutes * 60;
}

/** The canonical 'HH:mm' of a number of seconds ('2' is stored and answered as '02:00'). */
export function formatSubtaskTime(seconds: number): string {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

/** A subtask as stored: canonical time, seconds and position. */
export interface SubtaskInput {
  id?: string | null;
  date: string;
  time: string;
  desc: string;
}

export interface StoredSubtask {
  id: string;
  ordem: number;
  data: string;
  tempo: string;
  segundos: number;
  descricao: string;
}

/**
 * Checks and normalises a body's subtasks: dates to 'YYYY-MM-DD', times to 'HH:mm'
 * with their seconds, ids kept or generated (`newId`), duplicates refused. Throws
 * `invalid(field, message)` for the first problem.
 */
export function normalizeSubtasks(
  subtasks: readonly SubtaskInput[],
  parseDate: (value: string) => string | null,
  newId: () => string,
  invalid: (field: string, message: string) => Error,
): StoredSubtask[] {
  const seen = new Set<string>();
  return subtasks.map((subtask, index) => {
    const segundos = subtaskSeconds(subtask.time);
    if (segundos === null) throw invalid(`subtasks.${index}.time`, INVALID_SUBTASK_TIME);
    const data = parseDate(subtask.date);
    if (data === null) throw invalid(`subtasks.${index}.date`, `O campo 'subtasks.${index}.date' deve ser uma data válida.`);
    const id = subtask.id || newId();
    if (seen.has(id)) throw invalid(`subtasks.${index}.id`, 'Há mais de uma subtarefa com o mesmo id.');
    seen.add(id);
    return { id, ordem: index, data, tempo: formatSubtaskTime(segundos), segundos, descricao: subtask.desc };
  });
}

/** tempo_gasto of an activity: the sum of its subtasks' times, in seconds. */
export function tempoGasto(subtasks: readonly StoredSubtask[]): number {
  return subtasks.reduce((total, subtask) => total + subtask.segundos, 0);
}
