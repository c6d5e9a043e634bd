import type { ExamTopicQuota } from '@treina/contracts';
import { MAX_ID, OptionalField } from '@treina/nest-platform';
import { Transform, Type } from 'class-transformer';
import {
  Allow,
  ArrayMaxSize,
  IsArray,
  IsInt,
  IsISO8601,
  IsNumber,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateNested,
} from 'class-validator';
import { MAX_EXAM_MINUTES, MAX_EXAM_QUESTIONS } from '../exam.rules.js';

const MSG_TRAINING = 'Selecione o treinamento (id_treinamento).';
const MSG_QUESTIONS = `O número de questões deve ser um inteiro de 1 a ${MAX_EXAM_QUESTIONS}.`;
const MSG_MINUTES = `O tempo deve ser um número inteiro de minutos, de 1 a ${MAX_EXAM_MINUTES}.`;
const MSG_PASS = 'O percentual de aprovação deve ser um número de 0 a 100.';
const MSG_ATTEMPTS = 'O número de tentativas deve ser um inteiro de 1 a 100, ou vazio para ilimitadas.';
const MSG_INSTANT = 'Informe uma data e hora válidas (ISO 8601), ou deixe em branco.';
const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const emptyToNull = ({ value }: { value: unknown }) => (value === '' ? null : value);

export class TopicQuotaDto implements ExamTopicQuota {
  @Transform(trim)
  @IsString()
  @MinLength(1, { message: 'Informe o tópico.' })
  @MaxLength(100)
  topico: string;

  @IsInt({ message: MSG_QUESTIONS })
  @Min(1, { message: MSG_QUESTIONS })
  @Max(MAX_EXAM_QUESTIONS, { message: MSG_QUESTIONS })
  num_questoes: number;
}

/** POST /api/exams */
export class CreateExamDto {
  @IsInt({ message: MSG_TRAINING })
  @Min(1, { message: MSG_TRAINING })
  @Max(MAX_ID, { message: MSG_TRAINING })
  id_treinamento: number;

  @Transform(trim)
  @IsString({ message: 'Informe o título do simulado.' })
  @MinLength(1, { message: 'Informe o título do simulado.' })
  @MaxLength(200)
  titulo: string;

  @IsInt({ message: MSG_QUESTIONS })
  @Min(1, { message: MSG_QUESTIONS })
  @Max(MAX_EXAM_QUESTIONS, { message: MSG_QUESTIONS })
  num_questoes: number;

  @IsInt({ message: MSG_MINUTES })
  @Min(1, { message: MSG_MINUTES })
  @Max(MAX_EXAM_MINUTES, { message: MSG_MINUTES })
  tempo_minutos: number;

  @IsNumber({ maxDecimalPlaces: 2, allowNaN: false, allowInfinity: false }, { message: MSG_PASS })
  @Min(0, { message: MSG_PASS })
  @Max(100, { message: MSG_PASS })
  percentual_aprovacao: number;

  @IsOptional()
  @IsInt({ message: MSG_ATTEMPTS })
  @Min(1, { message: MSG_ATTEMPTS })
  @Max(100, { message: MSG_ATTEMPTS })
  tentativas?: number | null;

  @IsOptional()
  @Transform(emptyToNull)
  @IsISO8601({ strict: true }, { message: MSG_INSTANT })
  disponivel_de?: string | null;

  @IsOptional()
  @Transform(emptyToNull)
  @IsISO8601({ strict: true }, { message: MSG_INSTANT })
  disponivel_ate?: string | null;

  @OptionalField()
  @IsArray({ message: 'Informe as questões por tópico como uma lista de { topico, num_questoes }.' })
  @ArrayMaxSize(50)
  @ValidateNested({ each: true })
  @Type(() => TopicQuotaDto)
  por_topico?: TopicQuotaDto[];
}

/** PATCH /api/exams/{id}: any subset; the row's read-only fields may come back and are ignored. */
export class UpdateExamDto {
  @OptionalField()
  @IsInt({ message: MSG_TRAINING })
  @Min(1, { message: MSG_TRAINING })
  @Max(MAX_ID, { message: MSG_TRAINING })
  id_treinamento?: number;

  @OptionalField()
  @Transform(trim)
  @IsString({ message: 'Informe o título do simulado.' })
  @MinLength(1, { message: 'Informe o título do simulado.' })
  @MaxLength(200)
  titulo?: string;

  @OptionalField()
  @IsInt({ message: MSG_QUESTIONS })
  @Min(1, { message: MSG_QUESTIONS })
  @Max(MAX_EXAM_QUESTIONS, { message: MSG_QUESTIONS })
  num_questoes?: number;

  @OptionalField()
  @IsInt({ message: MSG_MINUTES })
  @Min(1, { message: MSG_MINUTES })
  @Max(MAX_EXAM_MINUTES, { message: MSG_MINUTES })
  tempo_minutos?: number;

  @OptionalField()
  @IsNumber({ maxDecimalPlaces: 2, allowNaN: false, allowInfinity: false }, { message: MSG_PASS })
  @Min(0, { message: MSG_PASS })
  @Max(100, { message: MSG_PASS })
  percentual_aprovacao?: number;

  @IsOptional()
  @IsInt({ message: MSG_ATTEMPTS })
  @Min(1, { message: MSG_ATTEMPTS })
  @Max(100, { message: MSG_ATTEMPTS })
  tentativas?: number | null;

  @IsOptional()
  @Transform(emptyToNull)
  @IsISO8601({ strict: true }, { message: MSG_INSTANT })
  disponivel_de?: string | null;

  @IsOptional()
  @Transform(emptyToNull)
  @IsISO8601({ strict: true }, { message: MSG_INSTANT })
  disponivel_ate?: string | null;

  @OptionalField()
  @IsArray({ message: 'Informe as questões por tópico como uma lista de { topico, num_questoes }.' })
  @ArrayMaxSize(50)
  @ValidateNested({ each: true })
  @Type(() => TopicQuotaDto)
  por_topico?: TopicQuotaDto[];

  @Allow() id?: unknown;
  @Allow() nome_treinamento?: unknown;
  @Allow() questoes_disponiveis?: unknown;
}

/** GET /api/exams/{id}/stats?id_turma=N */
export class StatsQueryDto {
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value))
  @IsInt({ message: 'Informe a turma (id_turma) como um id numérico.' })
  @Min(1, { message: 'Informe a turma (id_turma) como um id numérico.' })
  @Max(MAX_ID, { message: 'Informe a turma (id_turma) como um id numérico.' })
  id_turma?: number;
}
