import type { ReactElement, ReactNode } from 'react';
import { jest } from '@jest/globals';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, useLocation } from 'react-router-dom';
import type { PermissionName, SessionUser } from '@treina/contracts';
import { SessionContext, defaultQueryClientOptions } from '@treina/web-platform';

export const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

export interface ApiCall {
  method: string;
  url: string;
  body: unknown;
}

/** Stubs fetch: `routes['GET /api/charges']` answers that call (query string ignored); anything else is a 404. */
export function mockApi(routes: Record<string, (url: URL, body: unknown) => Response | Promise<Response>>): ApiCall[] {
  const calls: ApiCall[] = [];
  const fetchMock = jest.fn(async (input: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const url = new URL(input, 'http://localhost');
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
    calls.push({ method, url: `${url.pathname}${url.search}`, body });
    const handler = routes[`${method} ${url.pathname}`];
    return handler ? handler(url, body) : json(404, { statusMsg: 'não simulado' });
  });
  jest.spyOn(globalThis, 'fetch').mockImplementation(fetchMock as unknown as typeof fetch);
  return calls;
}

export function sessionUser(permissions: PermissionName[], extra: Partial<SessionUser> = {}): SessionUser {
  return {
    id_usuario: 1,
    nome: 'Admin',
    email: 'admin@treina.dev',
    id_tipo_usuario: 1,
    nome_tipo_usuario: 'Administrador',
    permissions,
    ...extra,
  };
}

/** Shows where the router went, for tests of links to other screens. */
function CurrentAddress() {
  const location = useLocation();
  return <output data-testid="current-address">{`${location.pathname}${location.search}`}</output>;
}

/** Renders a screen inside what the shell provides: query client (the shell's defaults, without retries), router and session. */
export function renderScreen(ui: ReactElement, options: { user: SessionUser; path: string }) {
  const client = new QueryClient({
    defaultOptions: { ...defaultQueryClientOptions, queries: { ...defaultQueryClientOptions.queries, retry: false } },
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <SessionContext.Provider value={{ status: 'authenticated', user: options.user, logout: async () => {}, refresh: async () => {} }}>
        <MemoryRouter initialEntries={[options.path]}>
          {children}
          <CurrentAddress />
        </MemoryRouter>
      </SessionContext.Provider>
    </QueryClientProvider>
  );
  // The lists read and write their state in the browser's address: it starts as the screen's.
  window.history.replaceState(null, '', options.path);
  return { client, ...render(ui, { wrapper }) };
}

/** The table's data rows (not the header or the empty-list row). */
export const bodyRows = () => [...document.querySelectorAll<HTMLElement>('tr[data-row-id]')];
