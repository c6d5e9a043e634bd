import { Transform } from 'class-transformer';
import { OptionalField } from '@treina/nest-platform';
import { IsBoolean, IsEmail, IsInt, IsNotEmpty, IsString, MaxLength, Min, MinLength } from 'class-validator';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../password-hasher.js';
import { PASSWORD_LENGTH_MESSAGE, trim, trimLower } from './register-user.dto.js';

/** PATCH /api/user/{id}: every field optional; an empty `senha` keeps the current password. */
export class UpdateUserDto {
  @OptionalField()
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  nome?: string;

  @OptionalField()
  @Transform(trimLower)
  @IsString()
  @IsEmail({}, { message: 'Informe um e-mail válido.' })
  @MaxLength(254)
  email?: string;

  @OptionalField()
  @IsInt()
  @Min(1)
  id_tipo_usuario?: number;

  @OptionalField()
  @Transform(({ value }) => (value === '' ? undefined : value))
  @IsString()
  @MinLength(PASSWORD_MIN_LENGTH, { message: PASSWORD_LENGTH_MESSAGE })
  @MaxLength(PASSWORD_MAX_LENGTH)
  senha?: string;

  @OptionalField()
  @IsBoolean()
  status?: boolean;
}
