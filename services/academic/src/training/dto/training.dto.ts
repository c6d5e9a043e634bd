import { OptionalField } from '@treina/nest-platform';
import { Transform } from 'class-transformer';
import { Allow, ArrayMaxSize, IsArray, IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { toOptionalInt, trim } from '../../common/dto.js';

const FREQUENCIA_MESSAGE = 'A frequência mínima deve ser um número inteiro entre 0 e 100.';
const CARGA_HORARIA_MESSAGE = 'A carga horária deve ser um número inteiro de horas entre 1 e 10000.';

/** POST /api/trainings */
export class CreateTrainingDto {
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
export class UpdateTrainingDto {
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
