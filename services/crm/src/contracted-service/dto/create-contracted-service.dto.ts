import { OptionalField } from '@treina/nest-platform';
import { IsString } from 'class-validator';
import { IsDateInput } from '../../common/dates.js';
import { IsId } from '../../common/fields.js';

/** POST /api/services. Dates 'YYYY-MM-DD' (or DD/MM/YYYY); data_fim never before data_inicio. */
export class CreateContractedServiceDto {
  @IsId()
  id_cliente: number;

  @IsId()
  id_tipo_servico: number;

  /** Today when absent. */
  @OptionalField()
  @IsString()
  @IsDateInput()
  data_inicio?: string;

  /** One year after data_inicio when absent. */
  @OptionalField()
  @IsString()
  @IsDateInput()
  data_fim?: string;
}
