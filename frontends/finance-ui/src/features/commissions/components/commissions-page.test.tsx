import type { ReactNode } from 'react';
import { describe, expect, it, jest } from '@jest/globals';
import { render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { CommissionRow, SessionUser } from '@treina/contracts';
import { SessionContext } from '@treina/web-platform';
import { CommissionsPage } from './commissions-page';

const rows: CommissionRow[] = [
  {
    id: 2,
    id_turma: 10,
    nome_treinamento: 'Excel',
    data_inicio: '2026-03-02',
    data_fim: '2026-03-06',
    nome_aluno: 'Bruno',
    data_hora_inscricao: '2026-02-11T15:00:00.000Z',
    id_status_inscricao: 1,
    status_inscricao: 'INSCRITO',
    data_hora_cancelamento: null,
    data_hora_pagamento: null,
    id_usuario_venda: 3,
    nome_vendedor: 'Vendas',
    valor_base: '0.00',
    percentual: '10.00',
    valor_comissao: '0.00',
  },
  {
    id: 1,
    id_turma: 10,
    nome_treinamento: 'Excel',
    data_inicio: '2026-03-02',
    data_fim: '2026-03-06',
    nome_aluno: 'Ana',
    data_hora_inscricao: '2026-02-10T15:00:00.000Z',
    id_status_inscricao: 3,
    status_inscricao: 'Pago',
    data_hora_cancelamento: null,
    data_hora_pagamento: '2026-02-12T15:00:00.000Z',
    id_usuario_venda: 3,
    nome_vendedor: 'Vendas',
    valor_base: '1234.56',
    percentual: '10.50',
    valor_comissao: '129.63',
  },
];

function renderPage() {
  const user: SessionUser = {
    id_usuario: 3,
    nome: 'Vendas',
    email: 'v@treina.dev',
    id_tipo_usuario: 3,
    nome_tipo_usuario: 'Vendas',
    permissions: ['commissions'],
  };
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <SessionContext.Provider value={{ status: 'authenticated', user, logout: async () => {}, refresh: async () => {} }}>
        {children}
      </SessionContext.Provider>
    </QueryClientProvider>
  );
  return render(<CommissionsPage />, { wrapper });
}

describe('Comissões', () => {
  it('asks the server for the first page sorted by enrolment date, newest first, and shows the payment rule', async () => {
    const urls: string[] = [];
    jest.spyOn(globalThis, 'fetch').mockImplementation(
      jest.fn(async (url: string) => {
        urls.push(url);
        return new Response(JSON.stringify(rows), { status: 200, headers: { 'content-type': 'application/json', 'X-Total-Count': '12' } });
      }) as unknown as typeof fetch,
    );
    renderPage();
    await screen.findByText('Bruno');
    const url = new URL(urls[0]!, 'http://x');
    expect(url.pathname).toBe('/api/commissions');
    expect(Object.fromEntries(url.searchParams)).toEqual({ page: '1', pageSize: '15', sort: '-data_hora_inscricao' });
    const shown = screen.getAllByRole('row').filter((r) => r.hasAttribute('data-row-id'));
    expect(within(shown[0]!).getByText('PENDENTE')).toBeTruthy();
    expect(within(shown[1]!).getByText('12/02/2026')).toBeTruthy();
    expect(within(shown[1]!).getByText('10/02/2026')).toBeTruthy();
    // The seller and the amounts: R$ 1.234,56, the rate with a comma.
    expect(within(shown[1]!).getByText('R$ 1.234,56')).toBeTruthy();
    expect(within(shown[1]!).getByText('10,50%')).toBeTruthy();
    expect(within(shown[1]!).getByText('R$ 129,63')).toBeTruthy();
    expect(within(shown[1]!).getByText('Vendas')).toBeTruthy();
    expect(screen.getByText('1–12 de 12')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Exportar como CSV/ })).toBeTruthy();
    // Read-only: no create, edit or delete.
    expect(screen.queryByRole('button', { name: /Editar|Excluir|Nov/ })).toBeNull();
  });

  it("shows the server's message when the list cannot be loaded", async () => {
    jest.spyOn(globalThis, 'fetch').mockImplementation(
      jest.fn(
        async () =>
          new Response(JSON.stringify({ statusCode: 403, statusMsg: 'Você não tem permissão para realizar esta ação.' }), {
            status: 403,
            headers: { 'content-type': 'application/json' },
          }),
      ),
    );
    renderPage();
    await waitFor(() => expect(screen.getByTestId('page-error').textContent).toContain('Você não tem permissão'));
  });
});
