import { readSchoolTimeZone } from './platform.config.js';

/**
 * The school's time zone (env REPORT_TIME_ZONE, America/Sao_Paulo unless set), for code
 * outside Nest's injector; inside it, PlatformConfig.schoolTimeZone is the same value.
 */
export function schoolTimeZone(): string {
  return readSchoolTimeZone();
}

/** Today's date ('YYYY-MM-DD') in the time zone. */
export function todayIn(timeZone: string, now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}
