import { field, type PayloadSchema } from '../../payload-schema.js';

/**
 * A student's attempt at a practice exam ended (submitted, or closed when its time ran out) and was
 * graded. reporting counts it in the pass rates by training; an attempt is completed once, so its id
 * identifies the fact.
 */
export interface AttemptCompletedV1 {
  id_tentativa: number;
  id_simulado: number;
  titulo: string;
  id_treinamento: number;
  nome_treinamento: string;
  id_aluno: number;
  /** The student's class of that training when the attempt started; null when none was known. */
  id_turma: number | null;
  /** 0–100. */
  nota: number;
  acertos: number;
  total: number;
  aprovado: boolean;
  /** When it ended, ISO 8601. */
  finalizada_em: string;
}

export const ATTEMPT_COMPLETED_V1_SCHEMA: PayloadSchema<AttemptCompletedV1> = {
  type: 'object',
  properties: {
    id_tentativa: field.id,
    id_simulado: field.id,
    titulo: field.text,
    id_treinamento: field.id,
    nome_treinamento: field.text,
    id_aluno: field.id,
    id_turma: field.nullableId,
    nota: { type: 'number', minimum: 0 },
    acertos: { type: 'integer', minimum: 0 },
    total: { type: 'integer', minimum: 1 },
    aprovado: field.flag,
    finalizada_em: field.instant,
  },
  required: [
    'id_tentativa',
    'id_simulado',
    'titulo',
    'id_treinamento',
    'nome_treinamento',
    'id_aluno',
    'id_turma',
    'nota',
    'acertos',
    'total',
    'aprovado',
    'finalizada_em',
  ],
};
