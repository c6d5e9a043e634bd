import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { PermissionName, SessionUser } from '@treina/contracts';
import { SessionContext } from '../auth/session-context';
import { useRecordHistoryView } from './use-record-history';

afterEach(() => {
  jest.restoreAllMocks();
});

const item = { em: '2026-11-24T12:00:00.000Z', id_usuario: 1, nome_usuario: 'Admin', acao: 'update', alteracoes: [] };

function wrapperFor(permissions: PermissionName[]) {
  const user: SessionUser = {
    id_usuario: 1,
    nome: 'Admin',
    email: 'admin@treina.dev',
    id_tipo_usuario: 1,
    nome_tipo_usuario: 'Administrador',
    permissions,
  };
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <SessionContext.Provider value={{ status: 'authenticated', user, logout: async () => {}, refresh: async () => {} }}>
        {children}
      </SessionContext.Provider>
    </QueryClientProvider>
  );
}

describe('useRecordHistoryView', () => {
  it('pages a record history for an audit holder, the total from X-Total-Count', async () => {
    const fetchMock = jest.fn<typeof fetch>(
      async () =>
        new Response(JSON.stringify([item]), { status: 200, headers: { 'content-type': 'application/json', 'X-Total-Count': '11' } }),
    );
    jest.spyOn(globalThis, 'fetch').mockImplementation(fetchMock as unknown as typeof fetch);
    const { result } = renderHook(() => useRecordHistoryView('students', 31), { wrapper: wrapperFor(['student', 'audit']) });
    await waitFor(() => expect(result.current?.items).toEqual([item]));
    expect(result.current).toMatchObject({ total: 11, page: 1, pageSize: 10, loading: false, error: null });
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/students/31/history?page=1&pageSize=10');
    act(() => result.current!.onPageChange(2));
    await waitFor(() => expect(fetchMock.mock.calls.at(-1)![0]).toBe('/api/students/31/history?page=2&pageSize=10'));
  });

  it('is null and asks nothing without the audit permission', async () => {
    const fetchMock = jest.fn<typeof fetch>();
    jest.spyOn(globalThis, 'fetch').mockImplementation(fetchMock as unknown as typeof fetch);
    const { result } = renderHook(() => useRecordHistoryView('students', 31), { wrapper: wrapperFor(['student']) });
    expect(result.current).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
