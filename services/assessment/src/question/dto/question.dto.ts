import {
  QUESTION_DIFFICULTIES,
  QUESTION_LETTERS,
  type QuestionAlternative,
  type QuestionDifficulty,
  type QuestionLetter,
} from '@treina/contracts';
import { MAX_ID, OptionalField } from '@treina/nest-platform';
import { Transform, Type } from 'class-transformer';
import {
  Allow,
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { ALTERNATIVE_MAX, EXPLANATION_MAX, STATEMENT_MAX, TOPIC_MAX } from '../question.rules.js';

const MSG_TRAINING = 'Selecione o treinamento (id_treinamento).';
const MSG_LETTER = `A letra deve ser uma de ${QUESTION_LETTERS.join(', ')}.`;
const MSG_CORRECT = `Indique a alternativa correta (${QUESTION_LETTERS.join(', ')}).`;
const MSG_DIFFICULTY = `Escolha a dificuldade: ${QUESTION_DIFFICULTIES.join(', ')}.`;
const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const upper = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toUpperCase() : value);

export class AlternativeDto implements QuestionAlternative {
  @Transform(upper)
  @IsIn(QUESTION_LETTERS, { message: MSG_LETTER })
  letra: QuestionLetter;

  @IsString({ message: 'O texto da alternativa deve ser um texto.' })
  @MaxLength(ALTERNATIVE_MAX)
  texto: string;
}

/** POST /api/questions; the alternatives' order and answer key are checked by the question rules (Portuguese 400s). */
export class CreateQuestionDto {
  @IsInt({ message: MSG_TRAINING })
  @Min(1, { message: MSG_TRAINING })
  @Max(MAX_ID, { message: MSG_TRAINING })
  id_treinamento: number;

  @Transform(trim)
  @IsString()
  @MaxLength(TOPIC_MAX)
  topico: string;

  @Transform(trim)
  @IsString()
  @MaxLength(STATEMENT_MAX)
  enunciado: string;

  @IsArray({ message: 'Informe as alternativas (uma lista de { letra, texto }).' })
  @ArrayMaxSize(QUESTION_LETTERS.length, { message: `Informe de 2 a ${QUESTION_LETTERS.length} alternativas.` })
  @ValidateNested({ each: true })
  @Type(() => AlternativeDto)
  alternativas: AlternativeDto[];

  @Transform(upper)
  @IsIn(QUESTION_LETTERS, { message: MSG_CORRECT })
  correta: QuestionLetter;

  @IsOptional()
  @IsString()
  @MaxLength(EXPLANATION_MAX)
  explicacao?: string | null;

  @IsIn(QUESTION_DIFFICULTIES, { message: MSG_DIFFICULTY })
  dificuldade: QuestionDifficulty;

  @OptionalField()
  @IsBoolean()
  ativa?: boolean;
}

/** PATCH /api/questions/{id}: any subset of the fields; the row's read-only fields may come back and are ignored. */
export class UpdateQuestionDto {
  @OptionalField()
  @IsInt({ message: MSG_TRAINING })
  @Min(1, { message: MSG_TRAINING })
  @Max(MAX_ID, { message: MSG_TRAINING })
  id_treinamento?: number;

  @OptionalField()
  @Transform(trim)
  @IsString()
  @MaxLength(TOPIC_MAX)
  topico?: string;

  @OptionalField()
  @Transform(trim)
  @IsString()
  @MaxLength(STATEMENT_MAX)
  enunciado?: string;

  @OptionalField()
  @IsArray({ message: 'Informe as alternativas (uma lista de { letra, texto }).' })
  @ArrayMaxSize(QUESTION_LETTERS.length, { message: `Informe de 2 a ${QUESTION_LETTERS.length} alternativas.` })
  @ValidateNested({ each: true })
  @Type(() => AlternativeDto)
  alternativas?: AlternativeDto[];

  @OptionalField()
  @Transform(upper)
  @IsIn(QUESTION_LETTERS, { message: MSG_CORRECT })
  correta?: QuestionLetter;

  @IsOptional()
  @IsString()
  @MaxLength(EXPLANATION_MAX)
  explicacao?: string | null;

  @OptionalField()
  @IsIn(QUESTION_DIFFICULTIES, { message: MSG_DIFFICULTY })
  dificuldade?: QuestionDifficulty;

  @OptionalField()
  @IsBoolean()
  ativa?: boolean;

  @Allow() id?: unknown;
  @Allow() nome_treinamento?: unknown;
  @Allow() atualizada_em?: unknown;
}

/** GET /api/questions/topics?id_treinamento=N */
export class TopicsQueryDto {
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value))
  @IsInt({ message: MSG_TRAINING })
  @Min(1, { message: MSG_TRAINING })
  @Max(MAX_ID, { message: MSG_TRAINING })
  id_treinamento: number;
}

/** POST /api/questions/import?dry_run=true|false (true unless 'false'). */
export class ImportQueryDto {
  @IsOptional()
  @IsIn(['true', 'false'], { message: "dry_run deve ser 'true' ou 'false'." })
  dry_run?: 'true' | 'false';
}
