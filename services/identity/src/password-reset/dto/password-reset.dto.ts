import { Transform } from 'class-transformer';
import { IsEmail, IsString, MaxLength, MinLength } from 'class-validator';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../user/password-hasher.js';
import { PASSWORD_LENGTH_MESSAGE, trimLower } from '../../user/dto/register-user.dto.js';

/** POST /api/request_change_password */
export class RequestPasswordChangeDto {
  @Transform(trimLower)
  @IsString()
  @IsEmail({}, { message: 'Informe um e-mail válido.' })
  @MaxLength(254)
  email: string;
}

/** POST /api/change_password: email, password, token. */
export class ChangePasswordDto {
  @Transform(trimLower)
  @IsString()
  @IsEmail({}, { message: 'Informe um e-mail válido.' })
  @MaxLength(254)
  email: string;

  @IsString()
  @MinLength(PASSWORD_MIN_LENGTH, { message: PASSWORD_LENGTH_MESSAGE })
  @MaxLength(PASSWORD_MAX_LENGTH)
  password: string;

  @IsString()
  @MaxLength(600)
  token: string;
}
