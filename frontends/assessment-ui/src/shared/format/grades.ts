const GRADE = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 });

/** A grade or a rate, 0–100, as '85,5'; '—' when there is none yet. */
export function gradeText(value: number | null | undefined): string {
  return value === null || value === undefined ? '—' : GRADE.format(value);
}

/** A rate as '72,5%'; '—' when there is none yet. */
export function percentText(value: number | null | undefined): string {
  return value === null || value === undefined ? '—' : `${GRADE.format(value)}%`;
}

/** 'Ilimitadas' for an exam without an attempt limit. */
export function attemptsLimitText(limit: number | null): string {
  return limit === null ? 'Ilimitadas' : String(limit);
}
