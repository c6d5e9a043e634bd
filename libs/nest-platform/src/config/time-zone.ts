import { env } from './env.js';

/**
 * The school's time zone, which decides the calendar day of a date filter or a
 * monthly figure: env REPORT_TIME_ZONE, America/Sao_Paulo unless set. A name the
 * runtime does not know fails the start, not a report later.
 */
export function schoolTimeZone(): string {
  const name = env('REPORT_TIME_ZONE', 'America/Sao_Paulo');
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return name;
  } catch {
    throw new Error(`REPORT_TIME_ZONE inválido: ${name}`);
  }
}
