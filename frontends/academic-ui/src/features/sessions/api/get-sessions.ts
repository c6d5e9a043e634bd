import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGetQuery } from '@treina/web-platform';
import type { ScheduledSessionRow } from '@treina/contracts';
import type { DayRange } from '../session-calendar';

/** Agenda's server-side filters. */
export interface SessionFilters {
  id_instrutor?: number;
  id_treinamento?: number;
  id_turma?: number;
}

export const sessionKeys = {
  ranges: ['academic', 'sessions', 'range'] as const,
  range: (range: DayRange, filters: SessionFilters) => ['academic', 'sessions', 'range', range, filters] as const,
  attendance: (id: number) => ['academic', 'sessions', 'attendance', id] as const,
};

/** GET /api/sessions: the sessions of a range (at most 62 days), by date and time. */
const sessionsQuery = (range: DayRange, filters: SessionFilters = {}) =>
  apiGetQuery<ScheduledSessionRow[]>(sessionKeys.range(range, filters), '/sessions', { ...range, ...filters });

export function useSessions(range: DayRange, filters: SessionFilters = {}, enabled = true) {
  // While another week or month loads, the one shown stays.
  return useQuery({ ...sessionsQuery(range, filters), enabled, placeholderData: keepPreviousData });
}
