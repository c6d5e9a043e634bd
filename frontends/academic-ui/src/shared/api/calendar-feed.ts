import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiGetQuery } from '@treina/web-platform';

/** GET/POST/DELETE /api/calendar/feed: whether the user's .ics address exists; POST sends it once. */
interface CalendarFeed {
  ativo: boolean;
  criado_em: string | null;
  url?: string;
}

const FEED_KEY = ['academic', 'calendar', 'feed'] as const;

export function useCalendarFeed() {
  return useQuery(apiGetQuery<CalendarFeed>(FEED_KEY, '/calendar/feed'));
}

/** A new address (the previous one stops working); the answer carries it, shown only this once. */
export function useRenewCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<CalendarFeed>('/calendar/feed'),
    onSuccess: (feed) => queryClient.setQueryData(FEED_KEY, { ativo: feed.ativo, criado_em: feed.criado_em }),
  });
}

export function useRevokeCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<CalendarFeed>('/calendar/feed'),
    onSuccess: () => queryClient.setQueryData(FEED_KEY, { ativo: false, criado_em: null }),
  });
}
