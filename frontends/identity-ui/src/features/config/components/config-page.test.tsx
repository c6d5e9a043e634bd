import type { ReactNode } from 'react';
import { describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { SessionUser } from '@treina/contracts';
import { SessionContext } from '@treina/web-platform';
import { ConfigPage } from './config-page';

function renderPage(permissions: string[]) {
  // No remote is deployed here: /remotes.json lists none, and the tabs' remote screens say they are not available.
  jest
    .spyOn(globalThis, 'fetch')
    .mockImplementation(
      (async () => new Response('{"remotes":[]}', { status: 200, headers: { 'content-type': 'application/json' } })) as typeof fetch,
    );
  const user: SessionUser = {
    id_usuario: 1,
    nome: 'Admin',
    email: 'admin@treina.dev',
    id_tipo_usuario: 1,
    nome_tipo_usuario: 'Administrador',
    permissions,
  };
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <SessionContext.Provider value={{ status: 'authenticated', user, logout: async () => {}, refresh: async () => {} }}>
        {children}
      </SessionContext.Provider>
    </QueryClientProvider>
  );
  return render(<ConfigPage />, { wrapper });
}

const settled = () => screen.findByTestId('activity-types-unavailable');
const tabLabels = () => screen.getAllByRole('tab').map((tab) => tab.textContent);

describe('Configurações', () => {
  it("offers the 'Cobranças' tab (finance_ui's settings) to holders of charges or config_update", async () => {
    for (const [held, shown] of [
      [['config', 'charges'], true],
      [['config', 'config_update'], true],
      [['config'], false],
    ] as const) {
      const { unmount } = renderPage([...held]);
      expect(tabLabels()).toEqual(['Tipos de Atividades', 'Horários das Aulas', 'Permissões Padrão', ...(shown ? ['Cobranças'] : [])]);
      await settled();
      unmount();
    }
  });
});
