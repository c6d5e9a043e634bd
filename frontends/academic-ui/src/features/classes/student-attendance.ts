import type { StudentAttendanceRow } from '@treina/contracts';
import { formatPercent } from '../../shared/format/session-time';

type AttendanceCounts = Omit<StudentAttendanceRow, 'id_turma' | 'nome_turma' | 'nome_treinamento'>;

/** Whether the student's attendance is under the training's minimum (none set: never). */
export function isBelowMinimum(row: Pick<AttendanceCounts, 'percentual' | 'frequencia_minima'>): boolean {
  return row.frequencia_minima !== null && row.frequencia_minima !== undefined && row.percentual < row.frequencia_minima;
}

/** The student's 'Frequência' in one class: the rate, the counts and the minimum. */
export function attendanceLines(row: AttendanceCounts): { rate: string; counts: string; minimum: string | null } {
  const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
  return {
    rate: formatPercent(row.percentual),
    counts: [
      plural(row.aulas, 'aula', 'aulas'),
      plural(row.presencas, 'presença', 'presenças'),
      plural(row.faltas, 'falta', 'faltas'),
      plural(row.justificadas, 'justificada', 'justificadas'),
    ].join(' · '),
    minimum:
      row.frequencia_minima === null || row.frequencia_minima === undefined ? null : `mínimo ${formatPercent(row.frequencia_minima)}`,
  };
}
