import { Transform } from 'class-transformer';
import { IsBoolean, IsEmail, IsInt, IsNotEmpty, IsOptional, IsString, MaxLength, Min, MinLength } from 'class-validator';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../auth/password-hasher.js';
import { PASSWORD_LENGTH_MESSAGE, trim, trimLower } from './register-user.dto.js';

/** PATCH /api/user/{id}: every field optional; an empty `senha` keeps the current password. */
export class UpdateUserDto {
  @IsOptional()
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  nome?: string;

  @IsOptional()
  @Transform(trimLower)
  @IsString()
  @IsEmail({}, { message: 'Informe um e-mail válido.' })
  @MaxLength(254)
  email?: string;

  @IsOptional()
  @IsInt()
  @Min(1)
  id_tipo_usuario?: number;

  @IsOptional()
  @Transform(({ value }) => (value === '' ? undefined : value))
  @IsString()
  @MinLength(PASSWORD_MIN_LENGTH, { message: PASSWORD_LENGTH_MESSAGE })
  @MaxLength(PASSWORD_MAX_LENGTH)
  senha?: string;

  @IsOptional()
  @IsBoolean()
  status?: boolean;
}
