import { useQuery } from '@tanstack/react-query';
import { apiGetQuery } from '@treina/web-platform';

/** How the overdue charges are added up: by student or by class. */
export type OverdueGrouping = 'aluno' | 'turma';

/** One row of `GET /api/charges/overdue?por=aluno|turma`: the student's or class's overdue charges, largest amount first. */
export interface OverdueRow {
  /** The student's id (por=aluno) or the class's (por=turma). */
  id: number;
  nome: string;
  /** How many overdue charges. */
  cobrancas: number;
  /** Their amount still due, '1500.00'. */
  valor: string;
  /** YYYY-MM-DD */
  vencimento_mais_antigo: string;
}

// Under the charges' key: a recorded payment (Cobranças) makes these stale too.
const overdueQuery = (por: OverdueGrouping) =>
  apiGetQuery<OverdueRow[]>(['finance', 'charges', 'overdue', por], '/charges/overdue', { por });

export function useOverdue(por: OverdueGrouping) {
  return useQuery(overdueQuery(por));
}
