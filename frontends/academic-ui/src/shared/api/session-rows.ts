/** A class session (aula) as the academic API answers it. */
export interface SessionRow {
  id: number;
  id_turma: number;
  /** YYYY-MM-DD */
  data: string;
  /** HH:MM */
  inicio: string;
  fim: string;
  id_instrutor: number | null;
  nome_instrutor: string | null;
  status: SessionStatus;
  presencas_registradas: boolean;
  /** The instructor has another session (of `turma_conflito`) at the same time. */
  conflito: boolean;
  turma_conflito: string | null;
}

export type SessionStatus = 'Prevista' | 'Realizada' | 'Cancelada';

/** A session with its class and training (GET /api/sessions, the attendance's `aula`). */
export interface ScheduledSessionRow extends SessionRow {
  nome_turma: string;
  id_treinamento: number;
  nome_treinamento: string;
}

export type AttendanceMark = 'P' | 'A' | 'J' | 'T';

export interface SessionAttendance {
  aula: ScheduledSessionRow;
  alunos: Array<{ id_aluno: number; nome_aluno: string; presenca: AttendanceMark | null }>;
}
/** A student's attendance in one class (GET /api/classes/{id}/attendance). */

export interface ClassAttendanceRow {
  id_aluno: number;
  nome_aluno: string;
  aulas: number;
  presencas: number;
  faltas: number;
  justificadas: number;
  /** 0..100, one decimal; J counts as present. */
  percentual: number;
}
