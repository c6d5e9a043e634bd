import { CLASS_SEATS_MAX, CLASS_SEATS_MIN } from '@treina/contracts';
import { OptionalField } from '@treina/nest-platform';
import { PartialType } from '@nestjs/mapped-types';
import { Transform, Type } from 'class-transformer';
import {
  Allow,
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsDefined,
  IsInt,
  IsNumber,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import {
  DateInputSchema,
  MONEY_TEXT,
  MoneyInputSchema,
  toDateOnly,
  toMoney,
  toMoneyText,
  toOptionalInt,
  trimToNull,
} from '../../common/dto.js';

const SEATS_MESSAGE = {
  message: 'Informe as vagas como um número inteiro de 1 a 10000 (ou deixe em branco para turma sem limite).',
};
const WEEKDAYS_MESSAGE = 'Informe os dias da semana da turma como números de 1 (segunda) a 7 (domingo), ao menos um.';
const DATE_MESSAGE = (label: string) => ({ message: `Informe a data de ${label} (DD/MM/AAAA).` });
const PARCELAS_MESSAGE = { message: 'Informe as parcelas como um número inteiro de 1 a 12.' };
const DESCONTO_MESSAGE = { message: 'Informe o desconto em reais, zero ou mais (ex.: 1.500,50), ou deixe em branco.' };
const VENCIMENTO_MESSAGE = { message: 'Informe o 1º vencimento como uma data (DD/MM/AAAA), ou deixe em branco.' };
const CLASS_VALOR_MESSAGE = {
  message: 'Informe o valor da turma em reais, zero ou mais (ex.: 1.500,50), ou deixe em branco para usar o valor do treinamento.',
};

/** One entry of the class form's student list. Read-only fields of the answer may come back; they are ignored. */
export class EnrolmentEntryDto {
  @Transform(toOptionalInt)
  @IsInt({ message: 'Selecione o aluno.' })
  @Min(1)
  id_aluno: number;

  /** Enrolment status id (the API calls it id_inscricao). */
  @Transform(toOptionalInt)
  @IsInt({ message: 'Selecione o status da inscrição.' })
  @Min(1)
  @Max(9)
  id_inscricao: number;

  @IsOptional()
  @Transform(toOptionalInt)
  @IsInt()
  @Min(1)
  id_forma_pagto?: number | null;

  @IsOptional()
  @Transform(toMoney)
  @MoneyInputSchema()
  @IsNumber(
    { maxDecimalPlaces: 2, allowNaN: false, allowInfinity: false },
    { message: 'Informe o valor pago como um número (ex.: 1500,00).' },
  )
  @Min(0)
  @Max(9_999_999_999)
  valor_pago?: number | null;

  @IsOptional()
  @Transform(trimToNull)
  @IsString()
  @MaxLength(500)
  cod_pagto?: string | null;

  @OptionalField()
  @IsBoolean()
  gera_comissao?: boolean;

  @IsOptional()
  @IsBoolean()
  libera_conteudo?: boolean;

  @IsOptional()
  @Transform(toOptionalInt)
  @IsInt()
  id_status_contrato_aluno?: number | null;

  /** Monthly instalments (1..12); a new entry without it: 1; null keeps the stored count. */
  @IsOptional()
  @Transform(toOptionalInt)
  @IsInt(PARCELAS_MESSAGE)
  @Min(1, PARCELAS_MESSAGE)
  @Max(12, PARCELAS_MESSAGE)
  parcelas?: number | null;

  /** A discount in reais ('100.00' in the answer), at most the enrolment's price; null or '': none. */
  @IsOptional()
  @Transform(toMoneyText)
  @MoneyInputSchema()
  @Matches(MONEY_TEXT, DESCONTO_MESSAGE)
  desconto?: string | null;

  /** The first instalment's due day (YYYY-MM-DD in the answer); null or '': none. */
  @IsOptional()
  @Transform(toDateOnly)
  @DateInputSchema()
  @Matches(/^\d{4}-\d{2}-\d{2}$/, VENCIMENTO_MESSAGE)
  primeiro_vencimento?: string | null;

  /** Transfers (7, 8): the class of the chosen transfer request. */
  @IsOptional()
  @Transform(toOptionalInt)
  @IsInt()
  @Min(1)
  id_turma_origem?: number | null;

  @Allow() id?: unknown;
  @Allow() nome_aluno?: unknown;
  @Allow() nome_status_inscricao?: unknown;
  @Allow() nome_forma_pagto?: unknown;
  @Allow() cci?: unknown;
  @Allow() data_hora_inclusao?: unknown;
  @Allow() data_hora_pagamento?: unknown;
  @Allow() data_hora_cancelamento?: unknown;
}

/**
 * POST /api/classes: the training, dates, period and status are required (with the
 * form's messages); PATCH takes any of the fields (UpdateClassDto).
 */
export class CreateClassDto {
  @IsDefined({ message: 'Selecione o treinamento.' })
  @Transform(toOptionalInt)
  @IsInt({ message: 'Selecione o treinamento.' })
  @Min(1)
  id_treinamento: number;

  @IsOptional()
  @Transform(toOptionalInt)
  @IsInt()
  @Min(1)
  id_instrutor?: number | null;

  @IsDefined(DATE_MESSAGE('início'))
  @Transform(toDateOnly)
  @DateInputSchema()
  @Matches(/^\d{4}-\d{2}-\d{2}$/, DATE_MESSAGE('início'))
  data_inicio: string;

  @IsDefined(DATE_MESSAGE('término'))
  @Transform(toDateOnly)
  @DateInputSchema()
  @Matches(/^\d{4}-\d{2}-\d{2}$/, DATE_MESSAGE('término'))
  data_fim: string;

  @IsDefined({ message: 'Selecione o período da turma.' })
  @Transform(toOptionalInt)
  @IsInt({ message: 'Selecione o período da turma.' })
  @Min(1)
  id_periodo_turma: number;

  @IsDefined({ message: 'Selecione o status da turma.' })
  @Transform(toOptionalInt)
  @IsInt({ message: 'Selecione o status da turma.' })
  @Min(1)
  id_status_turma: number;

  @IsOptional()
  @Transform(trimToNull)
  @IsString()
  @MaxLength(2000)
  desc_turma?: string | null;

  @OptionalField()
  @IsBoolean()
  gera_comissao?: boolean;

  /** Seats (1..10000); null or absent on creation: no limit. */
  @IsOptional()
  @Transform(toOptionalInt)
  @IsInt(SEATS_MESSAGE)
  @Min(CLASS_SEATS_MIN, SEATS_MESSAGE)
  @Max(CLASS_SEATS_MAX, SEATS_MESSAGE)
  vagas?: number | null;

  /** ISO weekdays the class meets on (1 = segunda … 7 = domingo); absent on creation: Monday to Friday. */
  @IsOptional()
  @IsArray({ message: WEEKDAYS_MESSAGE })
  @ArrayMinSize(1, { message: WEEKDAYS_MESSAGE })
  @ArrayMaxSize(7, { message: WEEKDAYS_MESSAGE })
  @IsInt({ each: true, message: WEEKDAYS_MESSAGE })
  @Min(1, { each: true, message: WEEKDAYS_MESSAGE })
  @Max(7, { each: true, message: WEEKDAYS_MESSAGE })
  dias_semana?: number[];

  /** The class's own price in reais ('1500.00' in the answer); null or '': its training's applies. */
  @IsOptional()
  @Transform(toMoneyText)
  @MoneyInputSchema()
  @Matches(MONEY_TEXT, CLASS_VALOR_MESSAGE)
  valor?: string | null;

  /** The whole student list as the form holds it; absent = the enrolments are not touched. */
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(500)
  @ValidateNested({ each: true })
  @Type(() => EnrolmentEntryDto)
  alunos?: EnrolmentEntryDto[];

  @Allow() id?: unknown;
  @Allow() nome_treinamento?: unknown;
  @Allow() nome_instrutor?: unknown;
  @Allow() nome_status_turma?: unknown;
  @Allow() nome_periodo_turma?: unknown;
  @Allow() count_alunos?: unknown;
  @Allow() vagas_livres?: unknown;
  @Allow() materiais?: unknown;
  @Allow() carga_horaria?: unknown;
  @Allow() horas_planejadas?: unknown;
}

/** PATCH /api/classes/{id}: any of the class's fields, none null where the column is not (the platform's OptionalField rule). */
export class UpdateClassDto extends PartialType(CreateClassDto, { skipNullProperties: false }) {}
