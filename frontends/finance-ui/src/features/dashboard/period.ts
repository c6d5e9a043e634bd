import { parseDateBR } from '@treina/ui-kit';

export interface Period {
  /** 'YYYY-MM-DD' */
  from: string;
  to: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
const iso = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** The Painel opens on the last 12 months: the first day of the 12th month back up to today. */
export function defaultPeriod(today = new Date()): Period {
  const from = new Date(today.getFullYear(), today.getMonth() - 11, 1);
  return { from: iso(from), to: iso(today) };
}

const PERIOD_TEXT = {
  incomplete: 'Preencha as duas datas (DD/MM/AAAA).',
  reversed: 'A data inicial deve ser anterior ou igual à data final.',
} as const;

/** The typed DD/MM/YYYY pair as a period, or why it is not one yet. */
export function periodFromInputs(fromText: string, toText: string): { period: Period } | { error: string } {
  const from = parseDateBR(fromText);
  const to = parseDateBR(toText);
  if (!from || !to) return { error: PERIOD_TEXT.incomplete };
  if (from > to) return { error: PERIOD_TEXT.reversed };
  return { period: { from, to } };
}
