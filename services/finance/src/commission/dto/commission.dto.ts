import { Transform } from 'class-transformer';
import { IsInt, IsString, Matches, Max, Min, ValidateIf } from 'class-validator';
import { parseMoney } from '@treina/contracts';
import { AcceptsInput } from '@treina/nest-platform';

const MSG_MONTH = 'Informe o mês (AAAA-MM).';

/** POST /api/commissions/statements/close: the month to close. */
export class CloseMonthDto {
  @IsString({ message: MSG_MONTH })
  @Matches(/^\d{4}-(0[1-9]|1[0-2])$/, { message: MSG_MONTH })
  mes: string;
}

const MSG_USER = 'Informe o vendedor (id_usuario) de cada taxa.';
const MSG_TRAINING = 'O treinamento (id_treinamento) deve ser um número ou null (todos os treinamentos).';
const MSG_PERCENT = 'O percentual deve ir de 0 a 100, com até duas casas decimais (ex.: 10,50).';

/** A percent as sent (10, '10.50', '10,5') -> hundredths; anything else stays, for validation to refuse. */
const toHundredths = ({ value }: { value: unknown }) => parseMoney(value) ?? value;

/** One item of PUT /api/commissions/rates. */
export class CommissionRateDto {
  @IsInt({ message: MSG_USER })
  @Min(1, { message: MSG_USER })
  @Max(2147483647, { message: MSG_USER })
  id_usuario: number;

  @ValidateIf((rate: CommissionRateDto) => rate.id_treinamento !== null && rate.id_treinamento !== undefined)
  @IsInt({ message: MSG_TRAINING })
  @Min(1, { message: MSG_TRAINING })
  @Max(2147483647, { message: MSG_TRAINING })
  id_treinamento: number | null = null;

  @Transform(toHundredths)
  @AcceptsInput({ type: ['number', 'string'], description: 'Percentual: 10, "10.50" ou "10,5".' })
  @IsInt({ message: MSG_PERCENT })
  @Min(0, { message: MSG_PERCENT })
  @Max(10000, { message: MSG_PERCENT })
  percentual: number;
}
