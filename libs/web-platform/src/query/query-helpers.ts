import { queryOptions, type DefaultOptions, type QueryKey } from '@tanstack/react-query';
import { api, ApiRequestError, type QueryValue } from '../api/api-client';

/**
 * Defaults for the one QueryClient the shell creates: client errors (4xx) are not
 * retried (a 403 stays a 403), server/network errors are retried once.
 */
export const defaultQueryClientOptions: DefaultOptions = {
  queries: {
    retry: (failureCount, error) => {
      if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) return false;
      return failureCount < 1;
    },
    staleTime: 30_000,
    refetchOnWindowFocus: false,
  },
  mutations: { retry: false },
};

/**
 * Query options for a plain `GET /api/<path>`, so that features declare `queryOptions` factories in one line:
 * `export const usersQuery = () => apiGetQuery<UserRow[]>(['users'], '/user');`
 */
export function apiGetQuery<T>(queryKey: QueryKey, path: string, query?: Record<string, QueryValue>) {
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => api.get<T>(path, { query, signal }),
  });
}
