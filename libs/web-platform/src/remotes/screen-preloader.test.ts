import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { QueryClient } from '@tanstack/react-query';
import { screenPreloader } from './screen-preloader';

afterEach(() => {
  jest.restoreAllMocks();
});

const page = (rows: unknown[], total: number) =>
  new Response(JSON.stringify(rows), { status: 200, headers: { 'content-type': 'application/json', 'X-Total-Count': String(total) } });

describe('a remote’s screen preloader', () => {
  it('starts the screen’s chunk and its first list page, cached under the list’s key', async () => {
    const fetchMock = jest.fn<typeof fetch>(async () => page([{ id: 1 }], 1));
    jest.spyOn(globalThis, 'fetch').mockImplementation(fetchMock as unknown as typeof fetch);
    const loaded: string[] = [];
    const queryClient = new QueryClient();
    const preload = screenPreloader(
      {
        CommissionsPage: { preload: async () => loaded.push('CommissionsPage') },
        DashboardPage: { preload: async () => loaded.push('DashboardPage') },
      },
      (name) => (name === 'CommissionsPage' ? { queryKey: ['finance', 'commissions'], path: '/commissions' } : null),
    );
    preload('CommissionsPage', { queryClient, user: null, search: new URLSearchParams() });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(loaded).toEqual(['CommissionsPage']);
    expect(fetchMock.mock.calls.map((call) => call[0])).toEqual(['/api/commissions?page=1&pageSize=10']);
    expect(queryClient.getQueryData(['finance', 'commissions', { page: 1, pageSize: 10 }])).toEqual({
      rows: [{ id: 1 }],
      total: 1,
      totalIsLowerBound: false,
    });
  });

  it('starts nothing for a page it does not know, nor for an inherited property name', async () => {
    const fetchMock = jest.fn<typeof fetch>(async () => page([], 0));
    jest.spyOn(globalThis, 'fetch').mockImplementation(fetchMock as unknown as typeof fetch);
    const preload = screenPreloader({ UsersPage: { preload: async () => undefined } });
    expect(() => preload('toString', { queryClient: new QueryClient(), user: null, search: new URLSearchParams() })).not.toThrow();
    expect(() => preload('Nada', { queryClient: new QueryClient(), user: null, search: new URLSearchParams() })).not.toThrow();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
