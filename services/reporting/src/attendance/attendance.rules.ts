import type { AttendanceSummary, StudentBelowMinimum } from '@treina/contracts';
import type { SummaryPeriod } from '../summary/summary.rules.js';

/** Marks and presences of one training in one month (or year) of its sessions' dates, as read. */
export interface TrainingMonthRow {
  id_treinamento: number;
  nome_treinamento: string | null;
  month: string;
  marcacoes: number;
  presencas: number;
}

/** A student's marks over a running class's recorded sessions, below their training's minimum, as read. */
export interface BelowMinimumRow {
  id_aluno: number;
  nome_aluno: string | null;
  id_turma: number;
  desc_turma: string | null;
  id_treinamento: number;
  nome_treinamento: string | null;
  aulas: number;
  presencas: number;
  frequencia_minima: number;
}

/** presencas / marks as a percentage with one decimal; 0 without marks. */
export function attendancePercent(presencas: number, marks: number): number {
  return marks > 0 ? Math.round((presencas * 1000) / marks) / 10 : 0;
}

/** Is the attendance below the minimum (percent), exactly: no rounding lets 74.96% pass a 75% minimum. */
export function isBelowMinimum(presencas: number, marks: number, minimum: number): boolean {
  return presencas * 100 < minimum * marks;
}

/** isBelowMinimum in SQL, over the named columns. */
export const belowMinimumSql = (presencas: string, marks: string, minimum: string) => `${presencas} * 100 < ${minimum} * ${marks}`;

const trainingName = (id: number, name: string | null) => name || `Treinamento ${id}`;

/** The attendance rate of the period by training and month: trainings by name, each one's months oldest first. */
export function attendanceSummaryOf(period: SummaryPeriod, rows: TrainingMonthRow[]): AttendanceSummary {
  const byTrainingMonth = rows
    .map((row) => ({
      id_treinamento: row.id_treinamento,
      nome_treinamento: trainingName(row.id_treinamento, row.nome_treinamento),
      month: row.month,
      marcacoes: row.marcacoes,
      presencas: row.presencas,
      percentual: attendancePercent(row.presencas, row.marcacoes),
    }))
    .sort(
      (a, b) =>
        a.nome_treinamento.localeCompare(b.nome_treinamento, 'pt-BR') ||
        a.id_treinamento - b.id_treinamento ||
        a.month.localeCompare(b.month),
    );
  return { from: period.from, to: period.to, granularity: period.granularity, byTrainingMonth };
}

/**
 * The students below their training's minimum: the class named by its description, else its training; a student whose name has not
 * reached reporting yet by their id. Lowest attendance first, then by name.
 */
export function belowMinimumOf(rows: BelowMinimumRow[]): StudentBelowMinimum[] {
  return rows
    .filter((row) => isBelowMinimum(row.presencas, row.aulas, row.frequencia_minima))
    .map((row) => {
      const nome_treinamento = trainingName(row.id_treinamento, row.nome_treinamento);
      return {
        id_aluno: row.id_aluno,
        nome_aluno: row.nome_aluno || `Aluno ${row.id_aluno}`,
        id_turma: row.id_turma,
        nome_turma: row.desc_turma?.trim() || nome_treinamento,
        id_treinamento: row.id_treinamento,
        nome_treinamento,
        aulas: row.aulas,
        presencas: row.presencas,
        percentual: attendancePercent(row.presencas, row.aulas),
        frequencia_minima: row.frequencia_minima,
      };
    })
    .sort((a, b) => a.percentual - b.percentual || a.nome_aluno.localeCompare(b.nome_aluno, 'pt-BR') || a.id_turma - b.id_turma);
}
