import type { AttendanceRecordedV1 } from '@treina/contracts';

/** One student's mark at the session, as the event's parallel arrays pair them. */
export interface AttendanceMark {
  id_aluno: number;
  presenca: string;
}

/**
 * The marks of a recorded session: `ids_aluno[i]` with `presencas[i]`, one per student (a repeated student keeps the last mark). Arrays
 * of different lengths are a broken event: it throws, so the consumer retries and then dead-letters it instead of keeping half of it.
 */
export function marksOf(event: Pick<AttendanceRecordedV1, 'id_aula' | 'ids_aluno' | 'presencas'>): AttendanceMark[] {
  if (event.ids_aluno.length !== event.presencas.length)
    throw new Error(`aula ${event.id_aula}: ${event.ids_aluno.length} alunos e ${event.presencas.length} presenças`);
  const marks = new Map<number, string>();
  event.ids_aluno.forEach((id_aluno, index) => marks.set(id_aluno, event.presencas[index]!));
  return [...marks].map(([id_aluno, presenca]) => ({ id_aluno, presenca })).sort((a, b) => a.id_aluno - b.id_aluno);
}
