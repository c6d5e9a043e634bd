import { readSchoolTimeZone } from './platform.config.js';

/**
 * The school's time zone (env REPORT_TIME_ZONE, America/Sao_Paulo unless set), for code
 * outside Nest's injector; inside it, PlatformConfig.schoolTimeZone is the same value.
 */
export function schoolTimeZone(): string {
  return readSchoolTimeZone();
}
