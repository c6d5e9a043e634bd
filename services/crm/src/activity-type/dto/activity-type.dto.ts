import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { IsId, Nullable, Optional, trim } from '../../common/fields.js';

/** The service type an activity type belongs to (optional, null clears it). */
class ActivityTypeServiceField {
  @Nullable()
  @IsId()
  id_tipo_servico?: number | null;
}

/** POST /api/activityType: stored as CUSTOM whatever `tipo` says. */
export class CreateActivityTypeDto extends ActivityTypeServiceField {
  /** Accepted and ignored: every created type is CUSTOM (SPEC section 3). */
  @Optional()
  @IsString()
  @MaxLength(20)
  tipo?: string;

  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  nome: string;
}

/** PATCH /api/activityType/{id} */
export class UpdateActivityTypeDto extends ActivityTypeServiceField {
  @Optional()
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  nome?: string;
}
