import { formatBRL, parseMoney } from '@treina/contracts';

const NUMBER = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 1490 → '1.490,00' (what the class form's 'Valor Pago' text field shows and sends back). */
export function moneyText(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? NUMBER.format(number) : String(value);
}

/** 1490 → 'R$ 1.490,00'; '' when there is no amount. */
export function formatMoney(value: number | string | null | undefined): string {
  const text = moneyText(value);
  return text ? `R$ ${text}` : '';
}

/**
 * An amount as typed in a form ('1.500,50', '1500.5', 'R$ 1.500,50') in centavos: null when the
 * field is empty, undefined when the text is not an amount of zero or more (parseMoney, as the server reads it).
 */
export function typedCentavos(text: string): number | null | undefined {
  if (text.trim() === '') return null;
  const centavos = parseMoney(text);
  return centavos === null || centavos < 0 ? undefined : centavos;
}

/** A percent as typed ('10,5', '10.50'), 0..100 with up to two decimals: null when empty, undefined when it is not one. */
export function typedPercent(text: string): number | null | undefined {
  const hundredths = typedCentavos(text);
  return hundredths === undefined || (hundredths !== null && hundredths > 100_00) ? undefined : hundredths;
}

/** The API's amount ('1500.50') as the forms' text fields show it ('1.500,50'); '' for none. */
export function amountText(value: string | null | undefined): string {
  return value ? formatBRL(value).replace(/^(-?)R\$ /, '$1') : '';
}

/** The API's amount as the screens show it, 'R$ 1.500,50'; '' for none. */
export function amountBRL(value: string | null | undefined): string {
  return value ? formatBRL(value) : '';
}

/** An amount of the history (the API's text) as the screens show it; anything else as it came. */
export function historyAmount(value: unknown, plain: (value: unknown) => string): string {
  return typeof value === 'string' && value !== '' ? formatBRL(value) : plain(value);
}
