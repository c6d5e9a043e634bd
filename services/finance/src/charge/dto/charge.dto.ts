import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsString, Matches, MaxLength, Min } from 'class-validator';
import { parseMoney, PAYMENT_METHODS, type PaymentMethod } from '@treina/contracts';
import { AcceptsInput } from '@treina/nest-platform';

const MSG_AMOUNT = 'Informe o valor pago, maior que zero (ex.: 1500,00).';
const MSG_DAY = 'Informe a data do pagamento (DD/MM/AAAA).';

/** An amount as sent (1500, '1500.00', '1.500,50') -> centavos; anything else stays, for validation to refuse. */
const toCentavos = ({ value }: { value: unknown }) => parseMoney(value) ?? value;
/** DD/MM/YYYY as the form may send it -> YYYY-MM-DD; an ISO day or instant stays. */
const toIsoDay = ({ value }: { value: unknown }) => {
  const match = typeof value === 'string' ? /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value.trim()) : null;
  return match ? `${match[3]}-${match[2]}-${match[1]}` : value;
};

/** POST /api/charges/{id}/payments: a payment recorded by hand. */
export class ChargePaymentDto {
  @Transform(toCentavos)
  @AcceptsInput({ type: ['number', 'string'], description: 'Reais: 1500, "1500.00" ou "1.500,50".' })
  @IsInt({ message: MSG_AMOUNT })
  @Min(1, { message: MSG_AMOUNT })
  valor: number;

  @Transform(toIsoDay)
  @IsString({ message: MSG_DAY })
  @Matches(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/, { message: MSG_DAY })
  pago_em: string;

  @IsIn(PAYMENT_METHODS, { message: `Escolha a forma de pagamento: ${PAYMENT_METHODS.join(', ')}.` })
  forma_pagamento: PaymentMethod;
}

/** A PIX payment notice (its signature is checked on the raw body before this). */
export class PixWebhookDto {
  @IsString({ message: 'txid ausente.' })
  @MaxLength(35)
  txid: string;

  @IsString({ message: 'endToEndId ausente.' })
  @Matches(/^[A-Za-z0-9]{1,35}$/, { message: 'endToEndId inválido.' })
  endToEndId: string;

  @IsString({ message: "Valor inválido: use duas casas decimais ('150.00')." })
  @Matches(/^\d+\.\d{2}$/, { message: "Valor inválido: use duas casas decimais ('150.00')." })
  valor: string;

  @IsString({ message: 'Horário inválido.' })
  @Matches(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/, { message: 'Horário inválido.' })
  horario: string;
}

/** PUT /api/finance-settings: who receives PIX payments. */
export class FinanceSettingsDto {
  @IsString({ message: 'Informe a chave PIX.' })
  @MaxLength(77, { message: 'A chave PIX tem no máximo 77 caracteres.' })
  chave_pix: string;

  @IsString({ message: 'Informe o nome do recebedor.' })
  @MaxLength(25, { message: 'O nome do recebedor tem no máximo 25 caracteres.' })
  nome_recebedor: string;

  @IsString({ message: 'Informe a cidade.' })
  @MaxLength(15, { message: 'A cidade tem no máximo 15 caracteres.' })
  cidade: string;
}
