import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fetchAllPages } from './fetch-pages';
import { numberInTextFilter, shownDateFilter, toPageQuery, toServerQuery, type FilterTransform } from './server-query';
import { prefetchServerTable, useServerTable } from './use-server-table';

/** Stands in for a date column's transform (ui-kit's parseDateBR): the days these tests type. */
const TYPED_DAYS: Record<string, string> = { '05/03/2026': '2026-03-05', '01/02/2026': '2026-02-01' };
const typedDay: FilterTransform = (typed) => TYPED_DAYS[typed] ?? null;

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const page = (rows: unknown[], total: number, exact = true) =>
  new Response(JSON.stringify(rows), {
    status: 200,
    headers: {
      'content-type': 'application/json',
      'X-Total-Count': String(total),
      ...(exact ? {} : { 'X-Total-Count-Exact': 'false' }),
    },
  });

describe('paging protocol', () => {
  it('turns table state into page, pageSize, sort, q and filter.<field>', () => {
    expect(
      toPageQuery({
        pageIndex: 2,
        pageSize: 10,
        sorting: [
          { id: 'id', desc: true },
          { id: 'nome_razao', desc: false },
        ],
        columnFilters: [
          { id: 'documento', value: '123' },
          { id: 'nome', value: ' ' },
        ],
        globalFilter: ' silva ',
      }),
    ).toEqual({ page: 3, pageSize: 10, sort: '-id,nome_razao', q: 'silva', 'filter.documento': '123' });
  });

  it('fetches every page for the export', async () => {
    const fetchMock = jest
      .fn<typeof fetch>()
      .mockResolvedValueOnce(page(new Array(100).fill({ a: 1 }), 150))
      .mockResolvedValueOnce(page(new Array(50).fill({ a: 2 }), 150));
    jest.spyOn(globalThis, 'fetch').mockImplementation(fetchMock as unknown as typeof fetch);
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

  it('reads an export past a total that is only a lower bound, up to the last (short) page', async () => {
    const fetchMock = jest
      .fn<typeof fetch>()
      .mockResolvedValueOnce(page(new Array(100).fill({ a: 1 }), 100, false))
      .mockResolvedValueOnce(page(new Array(100).fill({ a: 2 }), 100, false))
      .mockResolvedValueOnce(page(new Array(30).fill({ a: 3 }), 230));
    jest.spyOn(globalThis, 'fetch').mockImplementation(fetchMock as unknown as typeof fetch);
    const all = await fetchAllPages('/commissions', { pageIndex: 0, pageSize: 10, sorting: [], columnFilters: [], globalFilter: 'souza' });
    expect(all).toHaveLength(230);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('useServerTable says when the total is only a lower bound, and asks again until the exact total comes', async () => {
    const fetchMock = jest
      .fn<typeof fetch>()
      .mockResolvedValueOnce(page([{ id: 1 }], 1000, false))
      .mockResolvedValueOnce(page([{ id: 1 }], 1000, false))
      .mockImplementation(async () => page([{ id: 1 }], 135660));
    jest.spyOn(globalThis, 'fetch').mockImplementation(fetchMock as unknown as typeof fetch);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const { result } = renderHook(
      () => useServerTable<{ id: number }>({ queryKey: ['t'], path: '/commissions', debounceMs: 0, lowerBoundRefetchMs: 150 }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.server.rowCount).toBe(1000));
    expect(result.current.server.rowCountIsLowerBound).toBe(true);
    await waitFor(() => expect(result.current.server.rowCount).toBe(135660));
    expect(result.current.server.rowCountIsLowerBound).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('useServerTable reads the total from X-Total-Count and goes back to page 1 on a new search', async () => {
    const fetchMock = jest.fn<typeof fetch>(async () => page([{ id: 1 }], 42));
    jest.spyOn(globalThis, 'fetch').mockImplementation(fetchMock as unknown as typeof fetch);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const { result } = renderHook(() => useServerTable<{ id: number }>({ queryKey: ['t'], path: '/user', debounceMs: 0 }), { wrapper });
    await waitFor(() => expect(result.current.server.rowCount).toBe(42));
    expect(result.current.server.rowCountIsLowerBound).toBe(false);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/user?page=1&pageSize=10');
    act(() => result.current.server.onStateChange({ ...result.current.server.state, pageIndex: 3 }));
    await waitFor(() => expect(fetchMock.mock.calls.at(-1)![0]).toBe('/api/user?page=4&pageSize=10'));
    act(() => result.current.server.onStateChange({ ...result.current.server.state, globalFilter: 'ana' }));
    await waitFor(() => expect(fetchMock.mock.calls.at(-1)![0]).toBe('/api/user?page=1&pageSize=10&q=ana'));
  });

  it('reads a first page prefetched before the screen rendered without asking for it again', async () => {
    const fetchMock = jest.fn<typeof fetch>(async () => page([{ id: 7 }], 3));
    jest.spyOn(globalThis, 'fetch').mockImplementation(fetchMock as unknown as typeof fetch);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
    const table = {
      queryKey: ['classes', 'paged'],
      path: '/classes',
      params: { type: 'x' },
      initialSorting: [{ id: 'data_inicio', desc: true }],
    };
    const prefetched = prefetchServerTable(client, table);
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const { result } = renderHook(() => useServerTable<{ id: number }>({ ...table, debounceMs: 0 }), { wrapper });
    await prefetched;
    await waitFor(() => expect(result.current.rows).toEqual([{ id: 7 }]));
    expect(result.current.total).toBe(3);
    expect(fetchMock.mock.calls.map((call) => call[0])).toEqual(['/api/classes?type=x&page=1&pageSize=10&sort=-data_inicio']);
  });

  it('converts typed filters (a null result leaves the filter out) and sends the fixed parameters first', () => {
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
    const transforms = { data_criacao: typedDay, data_fim: typedDay };
    expect(toPageQuery(state, transforms)).toEqual({
      page: 2,
      pageSize: 10,
      sort: '-data_criacao',
      q: 'silva',
      'filter.data_criacao': '2026-03-05',
      'filter.nome_aluno': 'ana',
    });
    const query = toServerQuery(state, {
      params: { type: 'student', studentId: undefined, userId: null, empty: '', sales: true },
      filterTransforms: transforms,
    });
    expect(query).toEqual({
      type: 'student',
      sales: true,
      page: 2,
      pageSize: 10,
      sort: '-data_criacao',
      q: 'silva',
      'filter.data_criacao': '2026-03-05',
      'filter.nome_aluno': 'ana',
    });
    expect(Object.keys(query).slice(0, 3)).toEqual(['type', 'sales', 'page']);
    // The paging protocol wins over a parameter of the same name.
    expect(toServerQuery(state, { params: { page: 9 } }).page).toBe(2);
  });

  it('sends a piece of a shown date as typed, and the number out of a count cell', () => {
    const state = {
      pageIndex: 0,
      pageSize: 10,
      sorting: [],
      columnFilters: [
        { id: 'data_criacao', value: ' 03/2026 ' },
        { id: 'data_fim', value: 'ontem' },
        { id: 'data_inicio', value: '2026' },
        { id: 'count_alunos', value: '12 aluno' },
        { id: 'count_alunos_2', value: 'nenhum' },
      ],
      globalFilter: '',
    };
    const transforms = {
      data_criacao: shownDateFilter,
      data_fim: shownDateFilter,
      data_inicio: shownDateFilter,
      count_alunos: numberInTextFilter,
      count_alunos_2: numberInTextFilter,
    };
    expect(toPageQuery(state, transforms)).toEqual({
      page: 1,
      pageSize: 10,
      'filter.data_criacao': '03/2026',
      'filter.data_inicio': '2026',
      'filter.count_alunos': '12',
    });
  });

  it('sends the fixed parameters with every page and the export', async () => {
    const fetchMock = jest
      .fn<typeof fetch>()
      .mockResolvedValueOnce(page(new Array(100).fill({ a: 1 }), 101))
      .mockResolvedValueOnce(page([{ a: 2 }], 101));
    jest.spyOn(globalThis, 'fetch').mockImplementation(fetchMock as unknown as typeof fetch);
    const all = await fetchAllPages(
      '/students',
      { pageIndex: 2, pageSize: 10, sorting: [], columnFilters: [{ id: 'data_criacao', value: '01/02/2026' }], globalFilter: '' },
      { params: { type: 'interested' }, filterTransforms: { data_criacao: typedDay } },
    );
    expect(all).toHaveLength(101);
    expect(fetchMock.mock.calls.map((call) => call[0])).toEqual([
      '/api/students?type=interested&page=1&pageSize=100&filter.data_criacao=2026-02-01',
      '/api/students?type=interested&page=2&pageSize=100&filter.data_criacao=2026-02-01',
    ]);
  });

  it('keeps the rows fetched for an export for exportKeepMs, then fetches them again', async () => {
    const rows = Array.from({ length: 150 }, (_, i) => ({ id: i + 1 }));
    const fetchMock = jest.fn(async (input: string) => {
      const url = new URL(input, 'http://treina.test');
      const n = Number(url.searchParams.get('page'));
      const size = Number(url.searchParams.get('pageSize'));
      return page(rows.slice((n - 1) * size, n * size), rows.length);
    });
    jest.spyOn(globalThis, 'fetch').mockImplementation(fetchMock as unknown as typeof fetch);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const { result } = renderHook(
      () =>
        useServerTable<{ id: number }>({
          queryKey: ['t'],
          path: '/activities',
          params: { sales: true, userId: undefined },
          exportKeepMs: 3000,
        }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.rows).toHaveLength(10);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/activities?sales=true&page=1&pageSize=10');

    // Only the timeouts are fake (the keep timer); promises, intervals and the clock stay real for the fetches and waitFor.
    jest.useFakeTimers({
      doNotFake: [
        'Date',
        'hrtime',
        'nextTick',
        'performance',
        'queueMicrotask',
        'requestAnimationFrame',
        'cancelAnimationFrame',
        'requestIdleCallback',
        'cancelIdleCallback',
        'setImmediate',
        'clearImmediate',
        'setInterval',
        'clearInterval',
      ],
    });
    const before = fetchMock.mock.calls.length;
    let exported: Array<{ id: number }> = [];
    await act(async () => {
      exported = await result.current.server.fetchAll();
    });
    expect(exported).toHaveLength(150);
    expect(fetchMock.mock.calls.slice(before).map((call) => call[0])).toEqual([
      '/api/activities?sales=true&page=1&pageSize=100',
      '/api/activities?sales=true&page=2&pageSize=100',
    ]);
    expect(result.current.hasExportedRows()).toBe(true);

    // A second download within the time uses the same rows.
    await act(async () => {
      await result.current.server.fetchAll();
    });
    expect(fetchMock.mock.calls.length - before).toBe(2);

    act(() => jest.advanceTimersByTime(2999));
    expect(result.current.hasExportedRows()).toBe(true);
    act(() => jest.advanceTimersByTime(1));
    expect(result.current.hasExportedRows()).toBe(false);
    await act(async () => {
      await result.current.server.fetchAll();
    });
    expect(fetchMock.mock.calls.length - before).toBe(4);
  });

  it('keeps no exported rows by default and reports the applied (debounced) state', async () => {
    const fetchMock = jest.fn(async () => page([{ id: 1 }], 1));
    jest.spyOn(globalThis, 'fetch').mockImplementation(fetchMock as unknown as typeof fetch);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const { result } = renderHook(() => useServerTable<{ id: number }>({ queryKey: ['t2'], path: '/user', debounceMs: 0 }), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    await act(async () => {
      await result.current.server.fetchAll();
      await result.current.server.fetchAll();
    });
    expect(result.current.hasExportedRows()).toBe(false);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    act(() => result.current.server.onStateChange({ ...result.current.server.state, columnFilters: [{ id: 'nome', value: 'ana' }] }));
    await waitFor(() => expect(result.current.appliedState.columnFilters).toEqual([{ id: 'nome', value: 'ana' }]));
  });
});
