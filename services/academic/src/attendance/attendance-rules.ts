/** A student's mark at a session: Presente, Ausente, Justificada, Atrasado. */
export const ATTENDANCE_MARKS = ['P', 'A', 'J', 'T'] as const;
export type AttendanceMark = (typeof ATTENDANCE_MARKS)[number];

export const MSG_FUTURE_SESSION = 'Não é possível registrar a presença de uma aula que ainda não aconteceu.';
export const MSG_CANCELLED_SESSION = 'Esta aula foi cancelada: não há presença a registrar.';

export function msgNotInClass(studentIds: readonly number[]): string {
  return studentIds.length === 1
    ? `O aluno ${studentIds[0]} não está inscrito nesta turma.`
    : `Os alunos ${studentIds.join(', ')} não estão inscritos nesta turma.`;
}

export function msgBelowMinimum(percent: number, minimum: number): string {
  return `Frequência abaixo do mínimo para o certificado (${formatPercent(percent)}% de ${formatPercent(minimum)}%).`;
}

/** 82.5 as '82,5', 75 as '75': the way a Brazilian reads a percentage. */
export function formatPercent(value: number): string {
  return value.toLocaleString('pt-BR', { maximumFractionDigits: 1 });
}

/** How many marks of each kind a student has in a class. */
export interface MarkCounts {
  presentes: number;
  atrasados: number;
  ausentes: number;
  justificadas: number;
}

/** A student's attendance in a class: sessions marked, present (on time or late), absent, justified, and the percentage. */
export interface AttendanceFigures {
  aulas: number;
  presencas: number;
  faltas: number;
  justificadas: number;
  percentual: number;
}

/**
 * The percentage counts a justified absence as present and is taken over the sessions the student
 * was marked in (a student who joined later is not absent from the sessions before); 0 with no mark.
 */
export function attendanceFigures(counts: MarkCounts): AttendanceFigures {
  const presencas = counts.presentes + counts.atrasados;
  const aulas = presencas + counts.ausentes + counts.justificadas;
  const percentual = aulas === 0 ? 0 : Math.round(((presencas + counts.justificadas) * 1000) / aulas) / 10;
  return { aulas, presencas, faltas: counts.ausentes, justificadas: counts.justificadas, percentual };
}

/** The marks of a save, refused when one student comes twice (answers the repeated ids). */
export function repeatedStudents(marks: ReadonlyArray<{ id_aluno: number }>): number[] {
  const seen = new Set<number>();
  const repeated = new Set<number>();
  for (const { id_aluno } of marks) (seen.has(id_aluno) ? repeated : seen).add(id_aluno);
  return [...repeated];
}

/** A session's length in hours ('19:00'–'22:30' is 3.5). */
export function sessionHours(inicio: string, fim: string): number {
  const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
  return Math.round(((minutes(fim) - minutes(inicio)) / 60) * 100) / 100;
}

/**
 * A certificate asks for the training's minimum attendance only once the class recorded some:
 * a class that never took attendance keeps the rule it had before (no requirement).
 */
export function meetsAttendance(classRecordsAttendance: boolean, percent: number, minimum: number): boolean {
  return !classRecordsAttendance || percent >= minimum;
}
