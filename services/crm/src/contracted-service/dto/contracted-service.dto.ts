import { IsString } from 'class-validator';
import { IsDateInput } from '../../common/dates.js';
import { IsId, Optional } from '../../common/fields.js';

/** The dates of a service: 'YYYY-MM-DD' (or DD/MM/YYYY); data_fim never before data_inicio. */
class ServiceDatesDto {
  /** Today when absent on creation. */
  @Optional()
  @IsString()
  @IsDateInput()
  data_inicio?: string;

  /** One year after data_inicio when absent on creation (SPEC section 9). */
  @Optional()
  @IsString()
  @IsDateInput()
  data_fim?: string;
}

/** POST /api/services */
export class CreateContractedServiceDto extends ServiceDatesDto {
  @IsId()
  id_cliente: number;

  @IsId()
  id_tipo_servico: number;
}

/** PATCH /api/services/{id}: what is absent stays. */
export class UpdateContractedServiceDto extends ServiceDatesDto {
  @Optional()
  @IsId()
  id_cliente?: number;

  @Optional()
  @IsId()
  id_tipo_servico?: number;
}
