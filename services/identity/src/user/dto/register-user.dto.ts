import { Transform } from 'class-transformer';
import { OptionalField } from '@treina/nest-platform';
import { ArrayMaxSize, IsArray, IsEmail, IsInt, IsNotEmpty, IsString, MaxLength, Min, MinLength } from 'class-validator';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../password-hasher.js';

export const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
export const trimLower = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value);
export const PASSWORD_LENGTH_MESSAGE = `A senha deve ter pelo menos ${PASSWORD_MIN_LENGTH} caracteres.`;

/** POST /api/auth/register */
export class RegisterUserDto {
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  nome: string;

  @Transform(trimLower)
  @IsString()
  @IsEmail({}, { message: 'Informe um e-mail válido.' })
  @MaxLength(254)
  email: string;

  @IsString()
  @MinLength(PASSWORD_MIN_LENGTH, { message: PASSWORD_LENGTH_MESSAGE })
  @MaxLength(PASSWORD_MAX_LENGTH)
  senha: string;

  @IsInt()
  @Min(1)
  id_tipo_usuario: number;

  /** Permission ids; when absent the user type's default permissions apply. */
  @OptionalField()
  @IsArray()
  @ArrayMaxSize(200)
  @IsInt({ each: true })
  permissions?: number[];
}
