import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import 'dayjs/locale/pt-br';

dayjs.extend(customParseFormat);
dayjs.locale('pt-br');

export const DATE_FORMAT = 'DD/MM/YYYY';
export const DATE_TIME_FORMAT = 'DD/MM/YYYY HH:mm';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

function toDayjs(value: string | number | Date | null | undefined) {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string') {
    // 'YYYY-MM-DD' is a calendar date: read it as local, never shifted by the time zone.
    if (DATE_ONLY.test(value)) return dayjs(value, 'YYYY-MM-DD', true);
    if (/^\d{2}\/\d{2}\/\d{4}$/.test(value)) return dayjs(value, DATE_FORMAT, true);
  }
  const parsed = dayjs(value);
  return parsed.isValid() ? parsed : null;
}

/** DD/MM/YYYY (pt-br); '' for empty or invalid values. */
export function formatDate(value: string | number | Date | null | undefined): string {
  const d = toDayjs(value);
  return d && d.isValid() ? d.format(DATE_FORMAT) : '';
}

/** DD/MM/YYYY HH:mm; '' for empty or invalid values. */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  const d = toDayjs(value);
  return d && d.isValid() ? d.format(DATE_TIME_FORMAT) : '';
}

/** Today as DD/MM/YYYY. */
export function todayBR(): string {
  return dayjs().format(DATE_FORMAT);
}
