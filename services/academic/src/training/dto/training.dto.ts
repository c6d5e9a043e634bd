import { OptionalField } from '@treina/nest-platform';
import { Transform } from 'class-transformer';
import { Allow, ArrayMaxSize, IsArray, IsInt, IsNotEmpty, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { MONEY_TEXT, MoneyInputSchema, PERCENT_TEXT, PercentInputSchema, toMoneyText, toOptionalInt, trim } from '../../common/dto.js';

const FREQUENCIA_MESSAGE = 'A frequência mínima deve ser um número inteiro entre 0 e 100.';
const CARGA_HORARIA_MESSAGE = 'A carga horária deve ser um número inteiro de horas entre 1 e 10000.';
const VALOR_MESSAGE = { message: 'Informe o valor do treinamento em reais, zero ou mais (ex.: 1.500,50), ou deixe em branco.' };
const COMISSAO_MESSAGE = { message: 'Informe o % de comissão como um percentual de 0 a 100 com até duas casas decimais (ex.: 10,5).' };

/** The price and commission rate, the same in POST and PATCH. */
class TrainingPriceFields {
  /** The price in reais ('1500.00' in the answer); null or '': no price. */
  @IsOptional()
  @Transform(toMoneyText)
  @MoneyInputSchema()
  @Matches(MONEY_TEXT, VALOR_MESSAGE)
  valor?: string | null;

  /** The sellers' default commission rate, percent 0..100 ('10.50' in the answer); null or '': none. */
  @IsOptional()
  @Transform(toMoneyText)
  @PercentInputSchema()
  @Matches(PERCENT_TEXT, COMISSAO_MESSAGE)
  percentual_comissao?: string | null;
}

/** POST /api/trainings */
export class CreateTrainingDto extends TrainingPriceFields {
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'Informe o nome do treinamento.' })
  @MaxLength(200)
  nome_treinamento: string;

  /** A user (identity's id_usuario); optional. */
  @IsOptional()
  @Transform(toOptionalInt)
  @IsInt()
  @Min(1)
  id_instrutor?: number | null;

  /** Carga horária in hours (1..10000); null or '' clears it. */
  @IsOptional()
  @Transform(toOptionalInt)
  @IsInt({ message: CARGA_HORARIA_MESSAGE })
  @Min(1, { message: CARGA_HORARIA_MESSAGE })
  @Max(10000, { message: CARGA_HORARIA_MESSAGE })
  carga_horaria?: number | null;

  /** Attendance (percent, 0..100) required for the certificate; 75 when left out. */
  @OptionalField()
  @Transform(toOptionalInt)
  @IsInt({ message: FREQUENCIA_MESSAGE })
  @Min(0, { message: FREQUENCIA_MESSAGE })
  @Max(100, { message: FREQUENCIA_MESSAGE })
  frequencia_minima?: number;

  @Transform(toOptionalInt)
  @IsInt({ message: 'Selecione o Status do Treinamento.' })
  @Min(1)
  id_status_treinamento: number;

  /** Material ids. */
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(500)
  @IsInt({ each: true })
  id_material?: number[];
}

/** PATCH /api/trainings/{id}: every field optional; the row's read-only fields may come back and are ignored. */
export class UpdateTrainingDto extends TrainingPriceFields {
  @OptionalField()
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'Informe o nome do treinamento.' })
  @MaxLength(200)
  nome_treinamento?: string;

  @IsOptional()
  @Transform(toOptionalInt)
  @IsInt()
  @Min(1)
  id_instrutor?: number | null;

  /** Carga horária in hours (1..10000); null or '' clears it. */
  @IsOptional()
  @Transform(toOptionalInt)
  @IsInt({ message: CARGA_HORARIA_MESSAGE })
  @Min(1, { message: CARGA_HORARIA_MESSAGE })
  @Max(10000, { message: CARGA_HORARIA_MESSAGE })
  carga_horaria?: number | null;

  /** Attendance (percent, 0..100) required for the certificate; 75 when left out. */
  @OptionalField()
  @Transform(toOptionalInt)
  @IsInt({ message: FREQUENCIA_MESSAGE })
  @Min(0, { message: FREQUENCIA_MESSAGE })
  @Max(100, { message: FREQUENCIA_MESSAGE })
  frequencia_minima?: number;

  @OptionalField()
  @Transform(toOptionalInt)
  @IsInt({ message: 'Selecione o Status do Treinamento.' })
  @Min(1)
  id_status_treinamento?: number;

  @IsOptional()
  @IsArray()
  @ArrayMaxSize(500)
  @IsInt({ each: true })
  id_material?: number[];

  @Allow() id?: unknown;
  @Allow() nome_instrutor?: unknown;
  @Allow() nome_status_treinamento?: unknown;
}
