import { formatMoney, parseMoney } from '@treina/contracts';
import { AcceptsInput } from '@treina/nest-platform';

/** class-transformer helpers shared by academic's DTOs. */
export const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** Empty text becomes null (optional text fields the forms send as ''). */
export const trimToNull = ({ value }: { value: unknown }) => {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
};

/** '' and null become null; numeric text becomes a number (selects that send strings). */
export const toOptionalInt = ({ value }: { value: unknown }) => {
  if (value === '' || value === null) return null;
  if (typeof value === 'string' && /^\d+$/.test(value.trim())) return Number(value.trim());
  return value;
};

/**
 * Money as the form's text field sends it: 1500, '1500.5', '1.500,50', 'R$ 1.500,50'.
 * Anything else stays as it is, so validation rejects it.
 */
export const toMoney = ({ value }: { value: unknown }) => {
  if (value === '' || value === null || value === undefined) return value === undefined ? undefined : null;
  // A number JSON can only write with an exponent (5e-324, 1e21) is no amount of money: kept as
  // text, so validation answers 400 (class-validator's decimal-places check throws on such numbers).
  if (typeof value === 'number') return /e/i.test(String(value)) ? String(value) : value;
  if (typeof value !== 'string') return value;
  let text = value.replace(/^\s*R\$\s*/i, '').trim();
  if (/^\d{1,3}(\.\d{3})+(,\d{1,2})?$/.test(text) || /^\d+,\d{1,2}$/.test(text)) text = text.replace(/\./g, '').replace(',', '.');
  return /^\d+(\.\d{1,2})?$/.test(text) ? Number(text) : value;
};

/**
 * An amount as the API keeps it, text with two decimals ('1500.00'), from a number, '1500.5', '1.500,50' or
 * 'R$ 1.500,50' (parseMoney); '' and null become null. Anything else stays as it is, so validation rejects it.
 */
export const toMoneyText = ({ value }: { value: unknown }) => {
  if (value === undefined) return undefined;
  if (value === '' || value === null) return null;
  const centavos = parseMoney(value);
  return centavos === null ? value : formatMoney(centavos);
};

/** What toMoneyText leaves of an amount that is zero or more. */
export const MONEY_TEXT = /^\d+\.\d{2}$/;
/** What toMoneyText leaves of a percent from 0 to 100. */
export const PERCENT_TEXT = /^(100\.00|\d{1,2}\.\d{2})$/;

/** A date as YYYY-MM-DD, from YYYY-MM-DD, an ISO date-time or DD/MM/YYYY; '' becomes null; else unchanged (validation rejects it). */
export const toDateOnly = ({ value }: { value: unknown }) => {
  if (value === '' || value === null) return null;
  if (typeof value !== 'string') return value;
  const text = value.trim();
  const br = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  const candidate = br ? `${br[3]}-${br[2]}-${br[1]}` : /^\d{4}-\d{2}-\d{2}(T.*)?$/.test(text) ? text.slice(0, 10) : text;
  return isRealDate(candidate) ? candidate : value;
};

function isRealDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

// What a client may send for a field whose @Transform() turns it into the validated form, for
// the OpenAPI document (the validation rules alone describe the value after the transform).
/** A date: YYYY-MM-DD, an ISO date-time or DD/MM/YYYY (toDateOnly). */
export const DateInputSchema = () =>
  AcceptsInput({
    type: 'string',
    pattern: '^(\\d{4}-\\d{2}-\\d{2}(T.*)?|\\d{2}/\\d{2}/\\d{4})$',
    description: 'Data: AAAA-MM-DD ou DD/MM/AAAA.',
  });
/** Money in reais: a number, or text as the form sends it (toMoney, toMoneyText). */
export const MoneyInputSchema = () =>
  AcceptsInput({ type: ['number', 'string'], description: 'Reais: 1500, 1500.5, "1.500,50" ou "R$ 1.500,50".' });
/** A percent with up to two decimals: a number, or text as the form sends it (toMoneyText). */
export const PercentInputSchema = () =>
  AcceptsInput({ type: ['number', 'string'], description: 'Percentual de 0 a 100: 10, 10.5 ou "10,50".' });
