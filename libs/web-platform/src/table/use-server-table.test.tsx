import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fetchAllPages, toPageQuery, useServerTable } from './use-server-table';

afterEach(() => vi.unstubAllGlobals());

const page = (rows: unknown[], total: number) =>
  new Response(JSON.stringify(rows), { status: 200, headers: { 'content-type': 'application/json', 'X-Total-Count': String(total) } });

describe('paging protocol', () => {
  it('turns table state into page, pageSize, sort, q and filter.<field>', () => {
    expect(
      toPageQuery({
        pageIndex: 2,
        pageSize: 10,
        sorting: [{ id: 'id', desc: true }, { id: 'nome_razao', desc: false }],
        columnFilters: [{ id: 'documento', value: '123' }, { id: 'nome', value: ' ' }],
        globalFilter: ' silva ',
      }),
    ).toEqual({ page: 3, pageSize: 10, sort: '-id,nome_razao', q: 'silva', 'filter.documento': '123' });
  });

  it('fetches every page for the export', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(page(new Array(100).fill({ a: 1 }), 150))
      .mockResolvedValueOnce(page(new Array(50).fill({ a: 2 }), 150));
    vi.stubGlobal('fetch', fetchMock);
    const all = await fetchAllPages('/customer', {
      pageIndex: 3,
      pageSize: 10,
      sorting: [],
      columnFilters: [],
      globalFilter: 'x',
    });
    expect(all).toHaveLength(150);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/customer?page=1&pageSize=100&q=x');
    expect(fetchMock.mock.calls[1]![0]).toBe('/api/customer?page=2&pageSize=100&q=x');
  });

  it('useServerTable reads the total from X-Total-Count and goes back to page 1 on a new search', async () => {
    const fetchMock = vi.fn().mockImplementation(async () => page([{ id: 1 }], 42));
    vi.stubGlobal('fetch', fetchMock);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(
      () => useServerTable<{ id: number }>({ queryKey: ['t'], path: '/user', debounceMs: 0 }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.server.rowCount).toBe(42));
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/user?page=1&pageSize=10');
    act(() => result.current.server.onStateChange({ ...result.current.server.state, pageIndex: 3 }));
    await waitFor(() => expect(fetchMock.mock.calls.at(-1)![0]).toBe('/api/user?page=4&pageSize=10'));
    act(() => result.current.server.onStateChange({ ...result.current.server.state, globalFilter: 'ana' }));
    await waitFor(() => expect(fetchMock.mock.calls.at(-1)![0]).toBe('/api/user?page=1&pageSize=10&q=ana'));
  });
});
