import { OptionalField } from '@treina/nest-platform';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { IsId, Nullable, trim } from '../../common/fields.js';

/** POST /api/activityType: stored as CUSTOM whatever `tipo` says. */
export class CreateActivityTypeDto {
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  nome: string;

  /** The service type the activity type belongs to (optional, null for none). */
  @Nullable()
  @IsId()
  id_tipo_servico?: number | null;

  /** Accepted and ignored: every created type is CUSTOM. */
  @OptionalField()
  @IsString()
  @MaxLength(20)
  tipo?: string;
}
