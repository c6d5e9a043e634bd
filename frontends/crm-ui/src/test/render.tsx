import type { ReactElement, ReactNode } from 'react';
import { jest } from '@jest/globals';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { PermissionName, SessionUser } from '@treina/contracts';
import { SessionContext } from '@treina/web-platform';

export const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

export interface ApiCall {
  method: string;
  url: URL;
  body: unknown;
}

/** Stubs fetch: answers by 'METHOD /api/path' and records every call. */
export function mockApi(routes: Record<string, (url: URL, body: unknown) => Response>): ApiCall[] {
  const calls: ApiCall[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(
    jest.fn(async (input: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const url = new URL(input, 'http://treina.test');
      const body = init.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, url, body });
      const route = routes[`${method} ${url.pathname}`];
      return route ? route(url, body) : json(404, { statusCode: 404, statusMsg: 'não simulado' });
    }) as unknown as typeof fetch,
  );
  return calls;
}

export function sessionUser(permissions: PermissionName[], changes: Partial<SessionUser> = {}): SessionUser {
  return {
    id_usuario: 1,
    nome: 'Admin',
    email: 'admin@treina.dev',
    id_tipo_usuario: 1,
    nome_tipo_usuario: 'Administrador',
    permissions,
    ...changes,
  };
}

/** Renders a screen inside what the shell provides: a query client and the session. */
export function renderScreen(screen: ReactElement, user: SessionUser) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <SessionContext.Provider value={{ status: 'authenticated', user, logout: async () => {}, refresh: async () => {} }}>
        {children}
      </SessionContext.Provider>
    </QueryClientProvider>
  );
  return render(screen, { wrapper });
}

export const bodyRows = (root: Pick<Document, 'querySelectorAll'> = document) =>
  Array.from(root.querySelectorAll<HTMLTableRowElement>('tbody tr[data-row-id]'));

/** Waits until no dialog is left (MUI hides the page from assistive tech while one closes). */
export async function dialogsClosed() {
  const { waitFor, screen } = await import('@testing-library/react');
  await waitFor(() => {
    if (screen.queryByRole('dialog', { hidden: true })) throw new Error('a dialog is still open');
  });
}
