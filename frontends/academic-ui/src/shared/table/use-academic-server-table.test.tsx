import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { dateFilter, serverQueryOf, useAcademicServerTable } from './use-academic-server-table';

const state = {
  pageIndex: 1,
  pageSize: 10,
  sorting: [{ id: 'data_criacao', desc: true }],
  columnFilters: [
    { id: 'data_criacao', value: '05/03/2026' },
    { id: 'data_fim', value: '05/03' },
    { id: 'nome_aluno', value: 'ana' },
  ],
  globalFilter: ' silva ',
};

afterEach(() => vi.unstubAllGlobals());

describe('the academic server table', () => {
  it('sends the fixed parameters, the paging protocol and date filters only once complete, as YYYY-MM-DD', () => {
    expect(dateFilter('05/03/2026')).toBe('2026-03-05');
    expect(dateFilter('05/03/20')).toBeNull();
    const query = serverQueryOf(state, { type: 'student', studentId: undefined }, { data_criacao: dateFilter, data_fim: dateFilter });
    expect(query).toEqual({
      type: 'student',
      studentId: undefined,
      page: 2,
      pageSize: 10,
      sort: '-data_criacao',
      q: 'silva',
      'filter.data_criacao': '2026-03-05',
      'filter.nome_aluno': 'ana',
    });
  });

  it('keeps the exported rows for 3000 ms (a second export reuses them), then fetches again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = vi.fn(async (url: string) => {
      const page = Number(new URL(url, 'http://x').searchParams.get('page'));
      const rows = page === 1 ? Array.from({ length: 100 }, (_, i) => ({ id: i })) : [{ id: 100 }];
      return new Response(JSON.stringify(rows), { status: 200, headers: { 'content-type': 'application/json', 'X-Total-Count': '101' } });
    });
    vi.stubGlobal('fetch', fetchMock);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const { result } = renderHook(() => useAcademicServerTable<{ id: number }>({ queryKey: ['t'], path: '/students', params: { type: 'interested' } }), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/students?type=interested&page=1&pageSize=10');
    fetchMock.mockClear();

    const first = await act(() => result.current.server.fetchAll());
    expect(first).toHaveLength(101);
    expect(fetchMock.mock.calls.map((call) => String(call[0]))).toEqual([
      '/api/students?type=interested&page=1&pageSize=100',
      '/api/students?type=interested&page=2&pageSize=100',
    ]);
    await act(() => result.current.server.fetchAll());
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await act(async () => {
      vi.advanceTimersByTime(3100);
    });
    await act(() => result.current.server.fetchAll());
    expect(fetchMock).toHaveBeenCalledTimes(4);
    vi.useRealTimers();
  });
});
