import { OptionalField } from '@treina/nest-platform';
import { QueryDate } from '../../common/query-params.js';

/** The date filters of the Serviços list (beside the paging protocol), as 'YYYY-MM-DD' (DD/MM/YYYY also read). */
export class ServiceListParams {
  /** Services starting on or after this date. */
  @OptionalField()
  @QueryDate()
  data_inicio_de?: string;

  /** Services ending on or before this date. */
  @OptionalField()
  @QueryDate()
  data_fim_ate?: string;
}
