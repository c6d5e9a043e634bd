/**
 * Money is exact everywhere: integer centavos in code, `numeric(12,2)` in the databases, and a
 * string with two decimals ('1500.00') in the API and the events. Input also takes a number or the
 * Brazilian way of writing it ('1.500,50', 'R$ 1.500,50').
 */

/** The API's and the events' form of an amount: '1500.00', '-30.00'. */
export const MONEY_PATTERN = '^-?\\d+\\.\\d{2}$';
/** The largest amount a numeric(12,2) column holds, in centavos. */
export const MAX_CENTAVOS = 9_999_999_999_99;

const DOT_DECIMAL = /^(-)?(\d+)(?:\.(\d{1,2}))?$/;
const BRAZILIAN = /^(-)?(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d{1,2}))?$/;

/**
 * An amount typed or sent by a caller, in centavos; null when it is not one. With a comma the dots
 * group thousands ('1.500,50'); without one a dot is the decimal point ('1500.5'), so '1.500' is
 * refused rather than guessed.
 */
export function parseMoney(input: unknown): number | null {
  // A number is read as JavaScript prints it, so 0.1 + 0.2 is refused rather than rounded.
  if (typeof input === 'number') return Number.isFinite(input) ? parseMoney(String(input)) : null;
  if (typeof input !== 'string') return null;
  const text = input.replace(/^\s*R\$\s*/, '').trim();
  const match = text.includes(',') ? BRAZILIAN.exec(text) : DOT_DECIMAL.exec(text);
  if (!match) return null;
  const [, sign, whole, fraction = ''] = match;
  const centavos = Number(whole.replaceAll('.', '')) * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(centavos) || centavos > MAX_CENTAVOS) return null;
  return sign && centavos !== 0 ? -centavos : centavos;
}

/** Centavos -> the API's string ('1500.00'). */
export function formatMoney(centavos: number): string {
  const sign = centavos < 0 ? '-' : '';
  const abs = Math.abs(Math.round(centavos));
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** The API's string ('1500.00', as numeric columns read back) -> centavos. */
export function moneyToCentavos(value: string): number {
  const centavos = parseMoney(value);
  if (centavos === null) throw new Error(`not an amount: ${value}`);
  return centavos;
}

/** An amount as the screens show it: 'R$ 1.234,56' (centavos, or the API's string). */
export function formatBRL(amount: number | string): string {
  const centavos = typeof amount === 'string' ? moneyToCentavos(amount) : amount;
  const abs = Math.abs(centavos);
  const whole = String(Math.trunc(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${centavos < 0 ? '-' : ''}R$ ${whole},${String(abs % 100).padStart(2, '0')}`;
}

/**
 * Splits a total into `count` instalments that add up to it exactly: the centavos that do not
 * divide evenly go to the first ones.
 */
export function splitInstalments(totalCentavos: number, count: number): number[] {
  const base = Math.trunc(totalCentavos / count);
  const rest = totalCentavos - base * count;
  return Array.from({ length: count }, (_, index) => base + (index < rest ? 1 : 0));
}
