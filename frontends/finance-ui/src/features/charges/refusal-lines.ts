import { isApiError, refusalOr } from '@treina/web-platform';

/** The server's refusal as lines to show: its message, then each field's message it does not already say. */
export function refusalLines(error: unknown, fallback: string): string[] {
  const message = refusalOr(error, fallback);
  if (!isApiError(error) || error.status >= 500) return [message];
  const fields = error.fieldErrors.map((item) => item.message).filter((text) => text && !message.includes(text));
  return [message, ...new Set(fields)];
}
