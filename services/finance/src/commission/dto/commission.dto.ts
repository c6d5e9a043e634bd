import { IsString, Matches } from 'class-validator';

const MSG_MONTH = 'Informe o mês (AAAA-MM).';

/** POST /api/commissions/statements/close: the month to close. */
export class CloseMonthDto {
  @IsString({ message: MSG_MONTH })
  @Matches(/^\d{4}-(0[1-9]|1[0-2])$/, { message: MSG_MONTH })
  mes: string;
}
