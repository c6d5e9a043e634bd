import { OptionalField } from '@treina/nest-platform';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { trim } from '../../common/fields.js';

/** POST /api/customer. `documento` may come masked; tipo_pessoa is derived from it. */
export class CreateCustomerDto {
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  nome_razao: string;

  /** CPF or CNPJ, with or without the mask. */
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @MaxLength(30)
  documento: string;

  @OptionalField()
  @Transform(trim)
  @IsString()
  @MaxLength(500)
  endereco?: string;
}
