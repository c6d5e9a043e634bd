import { MARKETING_CONSENT_CHANNELS, type MarketingConsentChannel } from '@treina/contracts';
import { OptionalField } from '@treina/nest-platform';
import { PartialType } from '@nestjs/mapped-types';
import { Transform } from 'class-transformer';
import {
  Allow,
  ArrayMaxSize,
  IsArray,
  IsDefined,
  IsBoolean,
  IsEmail,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  Min,
} from 'class-validator';
import { DateInputSchema, toDateOnly, toOptionalInt, trim, trimToNull } from '../../common/dto.js';
import { formatCpf, formatPhone, IsCpf, MSG_PHONE, PHONE_FORMAT } from '../student-fields.js';

const lowerToNull = (input: { value: unknown }) => {
  const value = trimToNull(input);
  return typeof value === 'string' ? value.toLowerCase() : value;
};
const cpf = (input: { value: unknown }) => {
  const value = trimToNull(input);
  return typeof value === 'string' ? formatCpf(value) : value;
};
const phone = (input: { value: unknown }) => {
  const value = trimToNull(input);
  return typeof value === 'string' ? formatPhone(value) : value;
};

/**
 * POST /api/students: the name is required; PATCH takes any field (UpdateStudentDto).
 * Read-only fields of the row may come back with the form; they are ignored.
 */
export class CreateStudentDto {
  @IsDefined({ message: 'Informe o nome do aluno.' })
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'Informe o nome do aluno.' })
  @MaxLength(200)
  nome_aluno: string;

  @IsOptional()
  @Transform(lowerToNull)
  @IsString()
  @IsEmail({}, { message: 'Informe um e-mail válido.' })
  @MaxLength(254)
  email?: string | null;

  @IsOptional()
  @Transform(phone)
  @IsString()
  @Matches(PHONE_FORMAT, { message: MSG_PHONE })
  telefone?: string | null;

  @IsOptional()
  @Transform(cpf)
  @IsString()
  @IsCpf()
  cpf?: string | null;

  @IsOptional()
  @Transform(trimToNull)
  @IsString()
  @MaxLength(30)
  rg?: string | null;

  @IsOptional()
  @Transform(toDateOnly)
  @DateInputSchema()
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'Data de nascimento inválida (DD/MM/AAAA).' })
  data_nasc?: string | null;

  @IsOptional()
  @Transform(trimToNull)
  @IsString()
  @MaxLength(500)
  endereco?: string | null;

  @IsOptional()
  @Transform(toOptionalInt)
  @IsInt()
  @Min(1)
  id_status_aluno?: number | null;

  @IsOptional()
  @Transform(toOptionalInt)
  @IsInt()
  @Min(1)
  id_canal_aluno?: number | null;

  @IsOptional()
  @Transform(trimToNull)
  @IsString()
  @MaxLength(10000)
  obs_estudante?: string | null;

  /** 'Habilitar acesso ao Sistema': identity keeps a type-6 login for the e-mail while true. */
  @OptionalField()
  @IsBoolean()
  possui_login?: boolean;

  /** Marketing-contact consent (LGPD); the server records when the answer changes. */
  @OptionalField()
  @IsBoolean()
  consentimento_marketing?: boolean;

  /** How the answer was given; required with a yes (consent-rules.ts). */
  @IsOptional()
  @Transform(trimToNull)
  @IsIn(MARKETING_CONSENT_CHANNELS, { message: `Como o consentimento foi dado: ${MARKETING_CONSENT_CHANNELS.join(', ')}.` })
  consentimento_marketing_como?: MarketingConsentChannel | null;

  /** Interest training ids. */
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(200)
  @IsInt({ each: true })
  interesses?: number[];

  @Allow() id?: unknown;
  @Allow() nome_status_aluno?: unknown;
  @Allow() nome_canal_aluno?: unknown;
  @Allow() data_criacao?: unknown;
  /** Set by the server: ignored when the form sends it back. */
  @Allow() consentimento_marketing_em?: unknown;
  @Allow() is_student?: unknown;
  @Allow() treinamentos?: unknown;
  @Allow() treinamentos_realizados?: unknown;
  @Allow() treinamentos_cancelados?: unknown;
  @Allow() treinamentos_interesses?: unknown;
  @Allow() detalhes_treinamentos_realizados?: unknown;
  @Allow() turmas?: unknown;
  @Allow() atividades_realizadas?: unknown;
  @Allow() documentos?: unknown;
  @Allow() documentos_detalhes?: unknown;
}

/** PATCH /api/students/{id}: any of the fields, none null where the column is not (the platform's OptionalField rule). */
export class UpdateStudentDto extends PartialType(CreateStudentDto, { skipNullProperties: false }) {}

/** PUT /api/students/{id}/files: the documents that remain (URLs as the row lists them). */
export class StudentFilesDto {
  @IsArray()
  @ArrayMaxSize(500)
  @IsString({ each: true })
  documentos: string[];
}
