import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsNotEmpty, IsString, MaxLength, ValidateNested } from 'class-validator';
import { IsDateInput } from '../../common/dates.js';
import { IsId, Nullable, Optional, trim } from '../../common/fields.js';
import { SubtaskDto } from './subtask.dto.js';

export const MAX_SUBTASKS = 500;

/** The fields an activity body may carry besides its description (all optional). */
export class ActivityFieldsDto {
  /** Today when absent on creation. */
  @Optional()
  @IsString()
  @IsDateInput()
  data?: string;

  /** The current user when absent; forced for consultants and for FIXED. */
  @Optional()
  @IsId()
  id_usuario?: number;

  /** Required on creation, except for consultants (forced to SYSTEM). */
  @Optional()
  @IsId()
  id_tipo_atividade?: number;

  /** Required for the FIXED type; stored empty for the others. */
  @Nullable()
  @IsId()
  id_aluno?: number | null;

  /** 1 (Pendente) when absent on creation. */
  @Optional()
  @IsId()
  id_status_atividade?: number;

  /** When sent, replaces the whole list. */
  @Optional()
  @IsArray()
  @ArrayMaxSize(MAX_SUBTASKS)
  @ValidateNested({ each: true })
  @Type(() => SubtaskDto)
  subtasks?: SubtaskDto[];
}

/** POST /api/activity. A consultant's type and user are forced (SYSTEM, themselves) whatever is sent. */
export class CreateActivityDto extends ActivityFieldsDto {
  /** The description (Descrição). */
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @MaxLength(5000)
  titulo: string;
}

/** PATCH /api/activity/{id}: what is absent stays as it is. */
export class UpdateActivityDto extends ActivityFieldsDto {
  @Optional()
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @MaxLength(5000)
  titulo?: string;
}
