import { IsString, MaxLength } from 'class-validator';

/** POST /api/auth/login: `username` is the e-mail. */
export class LoginDto {
  @IsString()
  @MaxLength(254)
  username: string;

  @IsString()
  @MaxLength(1024)
  password: string;
}
