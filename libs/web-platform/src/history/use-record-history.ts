import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditedResource, AuditHistoryItem } from '@treina/contracts';
import { fetchPage } from '../table/fetch-pages';

export const HISTORY_PAGE_SIZE = 10;

/** The query key of a resource's histories (every record, every page): a screen invalidates it after a save. */
export const recordHistoryKey = (resource: AuditedResource, id?: number) =>
  id === undefined ? ['history', resource] : ['history', resource, id];

/**
 * A record's history (`GET /api/<resource>/{id}/history`, permission `audit`), one page at
 * a time, newest first. `enabled` false (no permission) asks nothing.
 */
export function useRecordHistory(resource: AuditedResource, id: number, page: number, enabled = true) {
  return useQuery({
    queryKey: [...recordHistoryKey(resource, id), page],
    queryFn: ({ signal }) => fetchPage<AuditHistoryItem>(`/${resource}/${id}/history`, { page, pageSize: HISTORY_PAGE_SIZE }, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}
