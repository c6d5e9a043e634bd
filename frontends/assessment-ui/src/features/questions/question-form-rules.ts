import {
  MIN_ALTERNATIVES,
  QUESTION_LETTERS,
  type QuestionBody,
  type QuestionDifficulty,
  type QuestionLetter,
  type QuestionRow,
} from '@treina/contracts';
import type { FieldErrors } from '@treina/ui-kit';

export interface QuestionFormData {
  id?: number;
  /** '' until a training is chosen. */
  id_treinamento: number | '';
  topico: string;
  enunciado: string;
  /** The alternatives' texts; their letters are their places, from A on. */
  alternativas: string[];
  correta: QuestionLetter | '';
  explicacao: string;
  dificuldade: QuestionDifficulty;
  ativa: boolean;
}

export const MAX_ALTERNATIVES = QUESTION_LETTERS.length;

export const EMPTY_QUESTION_FORM: QuestionFormData = {
  id_treinamento: '',
  topico: '',
  enunciado: '',
  alternativas: ['', '', '', ''],
  correta: '',
  explicacao: '',
  dificuldade: 'Média',
  ativa: true,
};

const QUESTION_FORM_ERRORS = {
  training: 'Escolha o treinamento.',
  topic: 'Informe o tópico.',
  statement: 'Informe o enunciado.',
  alternative: (letter: string) => `Informe o texto da alternativa ${letter}.`,
  correct: 'Marque a alternativa correta.',
} as const;

export const letterAt = (index: number): QuestionLetter => QUESTION_LETTERS[index]!;

export function questionFormFor(row: QuestionRow): QuestionFormData {
  return {
    id: row.id,
    id_treinamento: row.id_treinamento,
    topico: row.topico,
    enunciado: row.enunciado,
    alternativas: row.alternativas.map((alternative) => alternative.texto),
    correta: row.correta,
    explicacao: row.explicacao ?? '',
    dificuldade: row.dificuldade,
    ativa: row.ativa,
  };
}

/** One more (empty) alternative, up to E. */
export function withAlternativeAdded(form: QuestionFormData): QuestionFormData {
  if (form.alternativas.length >= MAX_ALTERNATIVES) return form;
  return { ...form, alternativas: [...form.alternativas, ''] };
}

/**
 * Without the alternative at `index` (never below two): the ones after it move up a letter, and the
 * correct one follows its text; removing the correct one leaves none marked.
 */
export function withAlternativeRemoved(form: QuestionFormData, index: number): QuestionFormData {
  if (form.alternativas.length <= MIN_ALTERNATIVES) return form;
  const alternativas = form.alternativas.filter((_, place) => place !== index);
  const correctIndex = form.correta ? QUESTION_LETTERS.indexOf(form.correta) : -1;
  const correta = correctIndex === index || correctIndex < 0 ? '' : letterAt(correctIndex > index ? correctIndex - 1 : correctIndex);
  return { ...form, alternativas, correta };
}

/** What keeps the question from being saved, by field (`alternativa_0` … for the alternatives' texts). */
export function questionFormErrors(form: QuestionFormData): FieldErrors {
  const errors: FieldErrors = {
    id_treinamento: form.id_treinamento === '' ? QUESTION_FORM_ERRORS.training : undefined,
    topico: form.topico.trim() ? undefined : QUESTION_FORM_ERRORS.topic,
    enunciado: form.enunciado.trim() ? undefined : QUESTION_FORM_ERRORS.statement,
    correta: form.correta && QUESTION_LETTERS.indexOf(form.correta) < form.alternativas.length ? undefined : QUESTION_FORM_ERRORS.correct,
  };
  form.alternativas.forEach((text, index) => {
    errors[`alternativa_${index}`] = text.trim() ? undefined : QUESTION_FORM_ERRORS.alternative(letterAt(index));
  });
  return errors;
}

/** The body the API takes, texts trimmed; call it only without errors. */
export function questionBodyOf(form: QuestionFormData): QuestionBody {
  return {
    id_treinamento: Number(form.id_treinamento),
    topico: form.topico.trim(),
    enunciado: form.enunciado.trim(),
    alternativas: form.alternativas.map((texto, index) => ({ letra: letterAt(index), texto: texto.trim() })),
    correta: form.correta as QuestionLetter,
    explicacao: form.explicacao.trim() || null,
    dificuldade: form.dificuldade,
    ativa: form.ativa,
  };
}
