import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { CommissionRateOptions, CommissionRateRow, CommissionStatements, SessionUser } from '@treina/contracts';
import { SessionContext } from '@treina/web-platform';
import { ratesToSave } from './rates-editor';
import { CommissionStatementsPage, currentMonth } from './statements-page';

const MONTH = currentMonth();

const open: CommissionStatements = {
  mes: MONTH,
  fechado: false,
  vendedores: [
    {
      id_usuario: 3,
      nome_vendedor: 'Vera Vendas',
      total: '1190.00',
      linhas: [
        {
          id_matricula: 7,
          nome_aluno: 'Ana',
          nome_treinamento: 'NR-10',
          valor_base: '12000.00',
          percentual: '10.00',
          valor_comissao: '1200.00',
          tipo: 'Comissão',
        },
        {
          id_matricula: 5,
          nome_aluno: 'Bruno',
          nome_treinamento: 'NR-35',
          valor_base: '-100.00',
          percentual: '10.00',
          valor_comissao: '-10.00',
          tipo: 'Ajuste',
        },
      ],
    },
  ],
};
const rates: CommissionRateRow[] = [
  { id_usuario: 3, nome_usuario: 'Vera Vendas', id_treinamento: null, nome_treinamento: null, percentual: '5.00' },
];

const options: CommissionRateOptions = {
  vendedores: [
    { id_usuario: 3, nome: 'Vera Vendas' },
    { id_usuario: 4, nome: 'Vítor Vendas' },
  ],
  treinamentos: [{ id_treinamento: 11, nome_treinamento: 'CPA-10' }],
};

function renderPage(permissions: string[]) {
  const user: SessionUser = {
    id_usuario: 1,
    nome: 'Admin',
    email: 'a@treina.dev',
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
  return render(<CommissionStatementsPage />, { wrapper });
}

/** Answers the statements (open until closed), the rates, and the close; records every call. */
function serve() {
  const calls: Array<{ method: string; url: string; body?: string }> = [];
  let closed = false;
  jest.spyOn(globalThis, 'fetch').mockImplementation(
    jest.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push({ method, url, body: init?.body as string | undefined });
      const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
      if (url.includes('/statements/close')) {
        closed = true;
        return json({ ...open, fechado: true });
      }
      if (url.includes('/statements')) return json({ ...open, fechado: closed });
      if (url.includes('/rate-options')) return json(options);
      return json(rates);
    }) as unknown as typeof fetch,
  );
  return calls;
}

afterEach(() => {
  jest.restoreAllMocks();
});

describe('Extrato de comissões', () => {
  it("shows the month's card per seller with its lines in R$ and the total", async () => {
    const calls = serve();
    renderPage(['commissions']);
    const card = await screen.findByTestId('statement-3');
    expect(within(card).getByText('Vera Vendas')).toBeTruthy();
    expect(within(card).getByText('R$ 12.000,00')).toBeTruthy();
    expect(within(card).getByText('-R$ 10,00')).toBeTruthy();
    expect(within(card).getByText('Ajuste')).toBeTruthy();
    expect(within(card).getByTestId('statement-total').textContent).toBe('R$ 1.190,00');
    expect(new URL(calls[0]!.url, 'http://x').searchParams.get('mes')).toBe(MONTH);
    // Without commissions_update: no closing, no rates editor.
    expect(screen.queryByRole('button', { name: 'Fechar mês' })).toBeNull();
    expect(screen.queryByText('Taxas de comissão')).toBeNull();
  });

  it("closes the month after a confirmation, then shows it 'Fechado'", async () => {
    const calls = serve();
    renderPage(['commissions', 'commissions_update']);
    fireEvent.click(await screen.findByRole('button', { name: 'Fechar mês' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/não mudam mais/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Fechar mês' }));
    await screen.findByTestId('month-closed');
    const close = calls.find((call) => call.method === 'POST')!;
    expect(JSON.parse(close.body!)).toEqual({ mes: MONTH });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Fechar mês' })).toBeNull());
  });

  it("edits the sellers' rates for commissions_update holders", async () => {
    const calls = serve();
    renderPage(['commissions', 'commissions_update']);
    expect(await screen.findByText('Taxas de comissão')).toBeTruthy();
    await waitFor(() => expect((screen.getByLabelText('Percentual (%)') as HTMLInputElement).value).toBe('5,00'));
    // The seller and the training are picked by name.
    expect(screen.getByRole('combobox', { name: 'Vendedor' }).textContent).toBe('Vera Vendas');
    expect(screen.getByRole('combobox', { name: 'Treinamento' }).textContent).toBe('Todos os treinamentos');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Treinamento' }));
    fireEvent.click(await screen.findByRole('option', { name: 'CPA-10' }));
    fireEvent.change(screen.getByLabelText('Percentual (%)'), { target: { value: '7,5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar taxas' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    const put = calls.find((call) => call.method === 'PUT')!;
    expect(JSON.parse(put.body!)).toEqual([{ id_usuario: 3, id_treinamento: 11, percentual: '7,5' }]);
  });

  it('sends a blank training as every training and leaves out blank rows', () => {
    expect(
      ratesToSave([
        { id_usuario: '4', id_treinamento: '11', percentual: '12,50' },
        { id_usuario: '', id_treinamento: '', percentual: '' },
      ]),
    ).toEqual([{ id_usuario: 4, id_treinamento: 11, percentual: '12,50' }]);
  });
});
