import type { ExamBody } from '@treina/contracts';

/** A problem of one field, in the API's per-field error shape. */
interface FieldProblem {
  field: string;
  message: string;
}

export const MAX_EXAM_QUESTIONS = 200;
export const MAX_EXAM_MINUTES = 600;

/**
 * What is wrong with an exam given the training's bank (active questions per topic): the per-topic quotas add up to the number of
 * questions, name a topic once each, and the bank holds enough active questions, per topic when quotas are given; the window, when
 * both ends are set, opens before it closes. Empty when nothing is.
 */
export function examProblems(exam: ExamBody, activeByTopic: ReadonlyMap<string, number>): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (!exam.titulo.trim()) problems.push({ field: 'titulo', message: 'Informe o título do simulado.' });
  if (exam.disponivel_de && exam.disponivel_ate && new Date(exam.disponivel_de) >= new Date(exam.disponivel_ate))
    problems.push({ field: 'disponivel_ate', message: 'O fim da disponibilidade deve ser depois do início.' });
  const active = [...activeByTopic.values()].reduce((sum, count) => sum + count, 0);
  if (!exam.por_topico.length) {
    if (active < exam.num_questoes)
      problems.push({
        field: 'num_questoes',
        message: `O banco de questões deste treinamento tem ${active} questões ativas: não é possível sortear ${exam.num_questoes}.`,
      });
    return problems;
  }
  const topics = exam.por_topico.map((quota) => quota.topico.trim());
  if (new Set(topics).size !== topics.length) problems.push({ field: 'por_topico', message: 'Cada tópico pode aparecer uma vez só.' });
  const sum = exam.por_topico.reduce((total, quota) => total + quota.num_questoes, 0);
  if (sum !== exam.num_questoes)
    problems.push({
      field: 'por_topico',
      message: `A soma das questões por tópico (${sum}) deve ser igual ao número de questões (${exam.num_questoes}).`,
    });
  for (const quota of exam.por_topico) {
    const available = activeByTopic.get(quota.topico.trim()) ?? 0;
    if (available < quota.num_questoes)
      problems.push({
        field: 'por_topico',
        message: `O tópico '${quota.topico}' tem ${available} questões ativas: não é possível sortear ${quota.num_questoes}.`,
      });
  }
  return problems;
}
