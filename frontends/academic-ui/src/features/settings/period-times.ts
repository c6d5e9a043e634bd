import type { PeriodTimesRow } from '@treina/contracts';

/** The 'Horários das Aulas' form: each period's times as typed. */
export type PeriodTimesForm = Record<number, { inicio: string; fim: string }>;

export interface PeriodTimesBody {
  horarios_periodo: Array<{ id_periodo_turma: number; inicio: string; fim: string }>;
}

export function periodTimesForm(rows: readonly PeriodTimesRow[]): PeriodTimesForm {
  return Object.fromEntries(rows.map((row) => [row.id_periodo_turma, { inicio: row.inicio, fim: row.fim }]));
}

/** Every listed period with its times as typed: the server checks them (HH:MM, the end after the start). */
export function periodTimesBody(rows: readonly PeriodTimesRow[], form: PeriodTimesForm): PeriodTimesBody {
  return {
    horarios_periodo: rows.map((row) => ({
      id_periodo_turma: row.id_periodo_turma,
      inicio: (form[row.id_periodo_turma]?.inicio ?? row.inicio).trim(),
      fim: (form[row.id_periodo_turma]?.fim ?? row.fim).trim(),
    })),
  };
}

/** Whether the form differs from the times loaded (then 'Salvar' is offered). */
export function periodTimesChanged(rows: readonly PeriodTimesRow[], form: PeriodTimesForm): boolean {
  return rows.some((row) => form[row.id_periodo_turma]?.inicio !== row.inicio || form[row.id_periodo_turma]?.fim !== row.fim);
}
