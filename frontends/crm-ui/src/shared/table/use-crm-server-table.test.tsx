import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { json } from '../../test/render';
import { serverQueryOf, useCrmServerTable } from './use-crm-server-table';

const state = {
  pageIndex: 2,
  pageSize: 10,
  sorting: [{ id: 'data', desc: true }],
  columnFilters: [
    { id: 'data', value: '12/03' },
    { id: 'atualizado_em', value: '13/03/2026' },
    { id: 'titulo', value: 'visita' },
  ],
  globalFilter: ' ana ',
};
const toISO = (typed: string) => (/^\d{2}\/\d{2}\/\d{4}$/.test(typed) ? typed.split('/').reverse().join('-') : null);

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('CRM server table', () => {
  it('sends the paging protocol with converted filters (unusable ones left out) and the extra parameters', () => {
    expect(serverQueryOf(state, { data: toISO, atualizado_em: toISO }, { sales: true, userId: undefined })).toEqual({
      page: 3,
      pageSize: 10,
      sort: '-data',
      q: 'ana',
      'filter.atualizado_em': '2026-03-13',
      'filter.titulo': 'visita',
      sales: true,
    });
  });

  it('keeps the rows fetched for an export for 3000 ms, then clears them', async () => {
    const rows = Array.from({ length: 150 }, (_, i) => ({ id: i + 1 }));
    const fetchMock = vi.fn(async (input: string) => {
      const url = new URL(input, 'http://treina.test');
      const page = Number(url.searchParams.get('page'));
      const size = Number(url.searchParams.get('pageSize'));
      return json(200, rows.slice((page - 1) * size, page * size), { 'X-Total-Count': String(rows.length) });
    });
    vi.stubGlobal('fetch', fetchMock);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const { result } = renderHook(() => useCrmServerTable<{ id: number }>({ queryKey: ['t'], path: '/activities', params: { sales: true } }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.rows).toHaveLength(10));
    expect(new URL(fetchMock.mock.calls[0]![0], 'http://x').searchParams.get('sales')).toBe('true');

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const before = fetchMock.mock.calls.length;
    let exported: Array<{ id: number }> = [];
    await act(async () => {
      exported = await result.current.server.fetchAll!();
    });
    expect(exported).toHaveLength(150);
    expect(fetchMock.mock.calls.length - before).toBe(2);
    const exportCall = new URL(fetchMock.mock.calls[before]![0], 'http://x');
    expect(exportCall.searchParams.get('pageSize')).toBe('100');
    expect(exportCall.searchParams.get('sales')).toBe('true');
    expect(result.current.hasExportedRows()).toBe(true);

    // A second download within 3 s uses the same rows.
    await act(async () => {
      await result.current.server.fetchAll!();
    });
    expect(fetchMock.mock.calls.length - before).toBe(2);

    act(() => vi.advanceTimersByTime(2999));
    expect(result.current.hasExportedRows()).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.hasExportedRows()).toBe(false);
    await act(async () => {
      await result.current.server.fetchAll!();
    });
    expect(fetchMock.mock.calls.length - before).toBe(4);
  });
});
