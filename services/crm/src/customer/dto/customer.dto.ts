import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { Optional, trim } from '../../common/fields.js';

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

  @Optional()
  @Transform(trim)
  @IsString()
  @MaxLength(500)
  endereco?: string;
}

/** PATCH /api/customer/{id}: nome_razao, documento, endereco; what is absent stays. */
export class UpdateCustomerDto {
  @Optional()
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  nome_razao?: string;

  @Optional()
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @MaxLength(30)
  documento?: string;

  @Optional()
  @Transform(trim)
  @IsString()
  @MaxLength(500)
  endereco?: string;
}
