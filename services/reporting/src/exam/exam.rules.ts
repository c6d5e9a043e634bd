import type { ExamSummary } from '@treina/contracts';
import type { SummaryPeriod } from '../summary/summary.rules.js';

/** One training's completed attempts in the period, as read. */
export interface ExamTrainingRow {
  id_treinamento: number;
  nome_treinamento: string | null;
  tentativas: number;
  alunos: number;
  /** Sum of the grades (numeric text). */
  soma_notas: string;
  aprovadas: number;
}

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** The pass rates of the period by training: by name, each with its average grade and pass percentage (one decimal). */
export function examSummaryOf(period: Pick<SummaryPeriod, 'from' | 'to'>, rows: ExamTrainingRow[]): ExamSummary {
  const byTraining = rows
    .filter((row) => row.tentativas > 0)
    .map((row) => ({
      id_treinamento: row.id_treinamento,
      nome_treinamento: row.nome_treinamento || `Treinamento ${row.id_treinamento}`,
      tentativas: row.tentativas,
      alunos: row.alunos,
      media: oneDecimal(Number(row.soma_notas) / row.tentativas),
      aprovadas: row.aprovadas,
      percentual_aprovacao: oneDecimal((row.aprovadas * 100) / row.tentativas),
    }))
    .sort((a, b) => a.nome_treinamento.localeCompare(b.nome_treinamento, 'pt-BR') || a.id_treinamento - b.id_treinamento);
  return { from: period.from, to: period.to, byTraining };
}
