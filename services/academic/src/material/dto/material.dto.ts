import { OptionalField } from '@treina/nest-platform';
import { Transform } from 'class-transformer';
import { Allow, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { trim, trimToNull } from '../../common/dto.js';

/** POST /api/materials */
export class CreateMaterialDto {
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'Informe o nome do material.' })
  @MaxLength(200)
  nome_material: string;

  /** The upload's answer (`/api/files/...`) or any external link. */
  @IsOptional()
  @Transform(trimToNull)
  @IsString()
  @MaxLength(2000)
  url?: string | null;
}

/** PATCH /api/materials/{id}: the row's `id` may come back with the form and is ignored. */
export class UpdateMaterialDto {
  @OptionalField()
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'Informe o nome do material.' })
  @MaxLength(200)
  nome_material?: string;

  @IsOptional()
  @Transform(trimToNull)
  @IsString()
  @MaxLength(2000)
  url?: string | null;

  @Allow()
  id?: unknown;
}
