import { env } from '@treina/nest-platform';

/** The school's time zone: the calendar day a date filter matches (env REPORT_TIME_ZONE). */
export const REPORT_TIME_ZONE = validTimeZone(env('REPORT_TIME_ZONE', 'America/Sao_Paulo'));

function validTimeZone(name: string): string {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return name;
  } catch {
    throw new Error(`REPORT_TIME_ZONE inválido: ${name}`);
  }
}
