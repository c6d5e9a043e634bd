import { randomInt } from 'node:crypto';
import { QUESTION_LETTERS, type QuestionAlternative, type QuestionLetter, type TopicScore } from '@treina/contracts';

/** A random integer in [0, below): crypto's by default, a seeded one in the specs. */
export type RandomInt = (below: number) => number;
export const cryptoRandomInt: RandomInt = (below) => randomInt(below);

/** The exam as far as the start rules need it. */
export interface ExamWindow {
  tentativas: number | null;
  disponivel_de: string | Date | null;
  disponivel_ate: string | Date | null;
}

const MSG_NOT_RELEASED = 'Você não está matriculado em uma turma deste treinamento com o conteúdo liberado. Fale com a secretaria.';

/** A day and time on the school's calendar, DD/MM/YYYY HH:mm. */
function shownInstant(at: string | Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('pt-BR', {
    timeZone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(at));
  const part = (type: string) => parts.find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('day')}/${part('month')}/${part('year')} ${part('hour')}:${part('minute')}`;
}

/**
 * Why the student may not start an attempt now (Portuguese), or null when they may: an entry that releases the training's content,
 * inside the exam's window, with attempts left.
 */
export function startRefusal(
  exam: ExamWindow,
  student: { releasesContent: boolean; attemptsUsed: number },
  now: Date,
  timeZone: string,
): string | null {
  if (!student.releasesContent) return MSG_NOT_RELEASED;
  if (exam.disponivel_de && now < new Date(exam.disponivel_de))
    return `Este simulado ainda não está disponível: abre em ${shownInstant(exam.disponivel_de, timeZone)}.`;
  if (exam.disponivel_ate && now >= new Date(exam.disponivel_ate))
    return `O prazo deste simulado terminou em ${shownInstant(exam.disponivel_ate, timeZone)}.`;
  if (exam.tentativas !== null && student.attemptsUsed >= exam.tentativas)
    return exam.tentativas === 1
      ? 'Você já fez a sua tentativa deste simulado.'
      : `Você já usou as ${exam.tentativas} tentativas deste simulado.`;
  return null;
}

/** A question of the bank as a draw takes it. */
export interface BankQuestion {
  id: number;
  topico: string;
  enunciado: string;
  alternativas: QuestionAlternative[];
  correta: string;
  explicacao: string | null;
}

/** A question as one attempt shows it: its alternatives in this attempt's order, lettered A, B... again, and the key in those letters. */
export interface DrawnQuestion extends BankQuestion {
  ordem: number;
  correta: QuestionLetter;
}

/** `items` in a random order (Fisher–Yates), the input left as it was. */
function shuffled<T>(items: readonly T[], random: RandomInt): T[] {
  const out = [...items];
  for (let index = out.length - 1; index > 0; index -= 1) {
    const other = random(index + 1);
    [out[index], out[other]] = [out[other]!, out[index]!];
  }
  return out;
}

/** The question's alternatives shuffled and lettered anew from A; the correct one follows its text. */
export function shuffledAlternatives(
  question: Pick<BankQuestion, 'alternativas' | 'correta'>,
  random: RandomInt,
): { alternativas: QuestionAlternative[]; correta: QuestionLetter } {
  const order = shuffled(question.alternativas, random);
  const alternativas = order.map((alternative, index) => ({ letra: QUESTION_LETTERS[index]!, texto: alternative.texto }));
  const position = order.findIndex((alternative) => alternative.letra === question.correta);
  return { alternativas, correta: QUESTION_LETTERS[position]! };
}

/**
 * The questions of one attempt: `count` drawn at random from the bank, or each topic's quota from that topic, then mixed; each with its
 * alternatives shuffled. Undefined when the bank has too few.
 */
export function drawQuestions(
  bank: readonly BankQuestion[],
  exam: { num_questoes: number; por_topico: ReadonlyArray<{ topico: string; num_questoes: number }> },
  random: RandomInt,
): DrawnQuestion[] | undefined {
  let picked: BankQuestion[];
  if (exam.por_topico.length) {
    picked = [];
    for (const quota of exam.por_topico) {
      const ofTopic = bank.filter((question) => question.topico === quota.topico);
      if (ofTopic.length < quota.num_questoes) return undefined;
      picked.push(...shuffled(ofTopic, random).slice(0, quota.num_questoes));
    }
    picked = shuffled(picked, random);
  } else {
    if (bank.length < exam.num_questoes) return undefined;
    picked = shuffled(bank, random).slice(0, exam.num_questoes);
  }
  return picked.map((question, index) => ({ ...question, ...shuffledAlternatives(question, random), ordem: index + 1 }));
}

/** A question of an attempt as grading reads it. */
export interface AnsweredQuestion {
  topico: string;
  correta: string;
  resposta: string | null;
}

export interface Grade {
  /** 0–100, two decimals at most. */
  nota: number;
  acertos: number;
  total: number;
  aprovado: boolean;
  por_topico: TopicScore[];
}

/** The grade of an attempt: the share of questions answered right (a blank one is wrong), per topic too (by topic name). */
export function grade(questions: readonly AnsweredQuestion[], percentualAprovacao: number): Grade {
  const total = questions.length;
  const right = (question: AnsweredQuestion) => question.resposta !== null && question.resposta === question.correta;
  const acertos = questions.filter(right).length;
  const nota = total ? Math.round((acertos / total) * 10000) / 100 : 0;
  const topics = new Map<string, TopicScore>();
  for (const question of questions) {
    const score = topics.get(question.topico) ?? { topico: question.topico, acertos: 0, total: 0 };
    score.total += 1;
    if (right(question)) score.acertos += 1;
    topics.set(question.topico, score);
  }
  const por_topico = [...topics.values()].sort((a, b) => a.topico.localeCompare(b.topico, 'pt-BR'));
  return { nota, acertos, total, aprovado: nota >= percentualAprovacao, por_topico };
}

/** Is the attempt's time over at `now` (the server's clock)? */
export function timeIsUp(attempt: { termina_em: string | Date }, now: Date): boolean {
  return now.getTime() >= new Date(attempt.termina_em).getTime();
}
