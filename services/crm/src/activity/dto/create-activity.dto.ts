import { OptionalField } from '@treina/nest-platform';
import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsNotEmpty, IsString, MaxLength, ValidateNested } from 'class-validator';
import { IsDateInput } from '../../common/dates.js';
import { IsId, Nullable, trim } from '../../common/fields.js';
import { SubtaskDto } from './subtask.dto.js';

const MAX_SUBTASKS = 500;

/**
 * POST /api/activity. Only the description is required of the body; the type is
 * required of everyone but a consultant (whose type and user are forced to SYSTEM and
 * themselves), a rule of the use case (activity.rules.ts).
 */
export class CreateActivityDto {
  /** The description (Descrição). */
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @MaxLength(5000)
  titulo: string;

  /** Today when absent. */
  @OptionalField()
  @IsString()
  @IsDateInput()
  data?: string;

  /** The current user when absent; forced for consultants and for FIXED. */
  @OptionalField()
  @IsId()
  id_usuario?: number;

  /** Required, except for consultants (forced to SYSTEM). */
  @OptionalField()
  @IsId()
  id_tipo_atividade?: number;

  /** Required for the FIXED type; stored empty for the others. */
  @Nullable()
  @IsId()
  id_aluno?: number | null;

  /** 1 (Pendente) when absent. */
  @OptionalField()
  @IsId()
  id_status_atividade?: number;

  /** The subtasks, in the order the form lists them. */
  @OptionalField()
  @IsArray()
  @ArrayMaxSize(MAX_SUBTASKS)
  @ValidateNested({ each: true })
  @Type(() => SubtaskDto)
  subtasks?: SubtaskDto[];
}
