import type { ExamBody, ExamRow } from '@treina/contracts';
import { formatDate, parseDateBR, type FieldErrors } from '@treina/ui-kit';

export interface ExamTopicLine {
  topico: string;
  num_questoes: string;
}

/** The exam form as typed: numbers as text, days as DD/MM/YYYY. */
export interface ExamFormData {
  id?: number;
  id_treinamento: number | '';
  titulo: string;
  num_questoes: string;
  tempo_minutos: string;
  percentual_aprovacao: string;
  /** Empty: unlimited. */
  tentativas: string;
  disponivel_de: string;
  disponivel_ate: string;
  por_topico: ExamTopicLine[];
}

export const EMPTY_EXAM_FORM: ExamFormData = {
  id_treinamento: '',
  titulo: '',
  num_questoes: '10',
  tempo_minutos: '30',
  percentual_aprovacao: '70',
  tentativas: '',
  disponivel_de: '',
  disponivel_ate: '',
  por_topico: [],
};

const EXAM_FORM_ERRORS = {
  training: 'Escolha o treinamento.',
  title: 'Informe o título.',
  questions: 'Informe um número inteiro de questões, a partir de 1.',
  minutes: 'Informe o tempo em minutos, a partir de 1.',
  pass: 'Informe um percentual de 0 a 100.',
  attempts: 'Informe um número inteiro a partir de 1, ou deixe vazio para ilimitadas.',
  day: 'Informe uma data válida (DD/MM/AAAA).',
  order: 'A data final não pode ser anterior à inicial.',
  topic: 'Informe o tópico.',
  topicTwice: 'Tópico repetido.',
  topicCount: 'Informe um número inteiro a partir de 1.',
  topicSum: (sum: number, total: string) => `A soma por tópico (${sum}) deve ser igual ao número de questões (${total}).`,
} as const;

const wholeFrom = (text: string, min: number) => /^\d+$/.test(text.trim()) && Number(text) >= min;

/** The instant a day starts (local time) for `disponivel_de`, or ends for `disponivel_ate`; null for an empty field. */
function dayInstant(typed: string, end: boolean): string | null {
  const iso = parseDateBR(typed);
  if (!iso) return null;
  return new Date(`${iso}T${end ? '23:59:59.999' : '00:00:00'}`).toISOString();
}

export function examFormFor(row: ExamRow): ExamFormData {
  return {
    id: row.id,
    id_treinamento: row.id_treinamento,
    titulo: row.titulo,
    num_questoes: String(row.num_questoes),
    tempo_minutos: String(row.tempo_minutos),
    percentual_aprovacao: String(row.percentual_aprovacao),
    tentativas: row.tentativas === null ? '' : String(row.tentativas),
    disponivel_de: formatDate(row.disponivel_de),
    disponivel_ate: formatDate(row.disponivel_ate),
    por_topico: row.por_topico.map((quota) => ({ topico: quota.topico, num_questoes: String(quota.num_questoes) })),
  };
}

/** What keeps the exam from being saved, by field (`topico_0`, `quota_0` … for the lines per topic). */
export function examFormErrors(form: ExamFormData): FieldErrors {
  const pass = form.percentual_aprovacao.trim().replace(',', '.');
  const errors: FieldErrors = {
    id_treinamento: form.id_treinamento === '' ? EXAM_FORM_ERRORS.training : undefined,
    titulo: form.titulo.trim() ? undefined : EXAM_FORM_ERRORS.title,
    num_questoes: wholeFrom(form.num_questoes, 1) ? undefined : EXAM_FORM_ERRORS.questions,
    tempo_minutos: wholeFrom(form.tempo_minutos, 1) ? undefined : EXAM_FORM_ERRORS.minutes,
    percentual_aprovacao: pass !== '' && Number(pass) >= 0 && Number(pass) <= 100 ? undefined : EXAM_FORM_ERRORS.pass,
    tentativas: form.tentativas.trim() === '' || wholeFrom(form.tentativas, 1) ? undefined : EXAM_FORM_ERRORS.attempts,
    disponivel_de: form.disponivel_de && !parseDateBR(form.disponivel_de) ? EXAM_FORM_ERRORS.day : undefined,
    disponivel_ate: form.disponivel_ate && !parseDateBR(form.disponivel_ate) ? EXAM_FORM_ERRORS.day : undefined,
  };
  const from = parseDateBR(form.disponivel_de);
  const to = parseDateBR(form.disponivel_ate);
  if (from && to && to < from) errors.disponivel_ate = EXAM_FORM_ERRORS.order;
  const seen = new Set<string>();
  form.por_topico.forEach((line, index) => {
    const topic = line.topico.trim();
    errors[`topico_${index}`] = !topic ? EXAM_FORM_ERRORS.topic : seen.has(topic) ? EXAM_FORM_ERRORS.topicTwice : undefined;
    seen.add(topic);
    errors[`quota_${index}`] = wholeFrom(line.num_questoes, 1) ? undefined : EXAM_FORM_ERRORS.topicCount;
  });
  const sum = form.por_topico.reduce((total, line) => total + (Number(line.num_questoes) || 0), 0);
  if (form.por_topico.length && !errors.num_questoes && sum !== Number(form.num_questoes)) {
    errors.por_topico = EXAM_FORM_ERRORS.topicSum(sum, form.num_questoes.trim());
  }
  return errors;
}

/** The body the API takes; call it only without errors. */
export function examBodyOf(form: ExamFormData): ExamBody {
  return {
    id_treinamento: Number(form.id_treinamento),
    titulo: form.titulo.trim(),
    num_questoes: Number(form.num_questoes),
    tempo_minutos: Number(form.tempo_minutos),
    percentual_aprovacao: Number(form.percentual_aprovacao.trim().replace(',', '.')),
    tentativas: form.tentativas.trim() === '' ? null : Number(form.tentativas),
    disponivel_de: dayInstant(form.disponivel_de, false),
    disponivel_ate: dayInstant(form.disponivel_ate, true),
    por_topico: form.por_topico.map((line) => ({ topico: line.topico.trim(), num_questoes: Number(line.num_questoes) })),
  };
}
