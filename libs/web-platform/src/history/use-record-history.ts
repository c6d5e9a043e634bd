import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditedResource, AuditHistoryItem } from '@treina/contracts';
import { errorMessage } from '../api/api-client';
import { usePermission } from '../auth/session-context';
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

/** What the 'Histórico' (ui-kit's RecordHistory) shows of one record, but its `describe`. */
export interface RecordHistoryView {
  items: AuditHistoryItem[];
  total: number;
  page: number;
  pageSize: number;
  onPageChange(page: number): void;
  loading: boolean;
  error: string | null;
}

/**
 * A record's history as RecordHistory takes it, its page kept here; null for a user without
 * the `audit` permission, who then sees and asks nothing. Spread it: `<RecordHistory {...view} describe={...} />`.
 */
export function useRecordHistoryView(resource: AuditedResource, id: number): RecordHistoryView | null {
  const allowed = usePermission('audit');
  const [page, setPage] = useState(1);
  const history = useRecordHistory(resource, id, page, allowed);
  if (!allowed) return null;
  return {
    items: history.data?.rows ?? [],
    total: history.data?.total ?? 0,
    page,
    pageSize: HISTORY_PAGE_SIZE,
    onPageChange: setPage,
    loading: history.isPending,
    error: history.error ? errorMessage(history.error) : null,
  };
}
