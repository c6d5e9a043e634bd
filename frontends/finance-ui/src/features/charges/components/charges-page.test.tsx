import { describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChargeRow } from '@treina/contracts';
import { todayBR } from '@treina/ui-kit';
import { bodyRows, json, mockApi, plain, renderScreen, sessionUser } from '../../../test/render-screen';
import { ChargesPage } from './charges-page';

jest.setTimeout(30_000);

const charge = (id: number, changes: Partial<ChargeRow> = {}): ChargeRow => ({
  id,
  id_matricula: 40 + id,
  id_turma: 12,
  nome_treinamento: 'Excel Avançado',
  id_aluno: 7,
  nome_aluno: 'Ana Souza',
  parcela: 2,
  parcelas: 6,
  valor: '1234.56',
  valor_recebido: '0.00',
  vencimento: '2026-03-05',
  status: 'Vencida',
  pago_em: null,
  forma_pagamento: null,
  divergente: false,
  estornado_em: null,
  pix_copia_e_cola: `00020126PIX${id}`,
  ...changes,
});

const rows = [
  charge(1, { valor_recebido: '234.56' }),
  charge(2, { parcela: 3, vencimento: '2026-04-05', status: 'Aberta' }),
  charge(3, {
    parcela: 1,
    valor: '500.00',
    valor_recebido: '450.00',
    status: 'Paga',
    pago_em: '2026-02-03T13:00:00.000Z',
    forma_pagamento: 'Dinheiro',
    divergente: true,
    pix_copia_e_cola: null,
  }),
  charge(4, { parcela: 4, status: 'Cancelada', pix_copia_e_cola: null }),
];

const list = () => json(200, rows, { 'X-Total-Count': '4' });
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => plain(cell.textContent).trim());
const chargeRequests = (calls: Array<{ method: string; url: string }>) =>
  calls.filter((call) => call.method === 'GET' && call.url.startsWith('/api/charges?')).map((call) => new URL(call.url, 'http://x'));

describe('Cobranças', () => {
  it("asks for the server's order (overdue first) and shows money, dates, the instalment and the status chips", async () => {
    const calls = mockApi({ 'GET /api/charges': list });
    renderScreen(<ChargesPage />, { user: sessionUser(['charges']), path: '/cobrancas' });
    await screen.findAllByText('Ana Souza');
    const [first] = chargeRequests(calls);
    expect(first!.searchParams.get('page')).toBe('1');
    expect(first!.searchParams.has('sort')).toBe(false);
    const headers = screen
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent?.trim())
      .filter(Boolean);
    expect(headers).toEqual(['Ações', 'Aluno', 'Treinamento', 'Turma', 'Parcela', 'Valor', 'Vencimento', 'Status', 'Pago em', 'Forma']);
    const shown = bodyRows();
    expect(cellsOf(shown[0]!).slice(2, 10)).toEqual([
      'Ana Souza',
      'Excel Avançado',
      '12',
      '2/6',
      'R$ 1.234,56',
      '05/03/2026',
      'Vencida',
      '',
    ]);
    expect(cellsOf(shown[2]!).slice(7, 11)).toEqual(['05/03/2026', 'PagaDivergente', '03/02/2026', 'Dinheiro']);
    const overdue = within(shown[0]!).getByTestId('charge-status');
    expect(overdue.className).toContain('MuiChip-colorError');
    expect(within(shown[2]!).getByTestId('charge-status').className).toContain('MuiChip-colorSuccess');
    expect(within(shown[2]!).getByTestId('charge-divergent').className).toContain('MuiChip-colorWarning');
    expect(within(shown[3]!).getByTestId('charge-status').className).toContain('MuiChip-colorDefault');
    expect(screen.getByText('1–4 de 4')).toBeTruthy();
    // Without charges_update: the PIX at hand, no payment.
    expect(screen.queryByRole('button', { name: 'Registrar pagamento' })).toBeNull();
    expect(within(shown[0]!).getByRole('button', { name: 'Copiar PIX' })).toBeTruthy();
    // Paid and cancelled charges offer neither.
    expect(within(shown[2]!).queryByRole('button', { name: 'Copiar PIX' })).toBeNull();
    expect(within(shown[3]!).queryByRole('button', { name: 'Ver QR' })).toBeNull();
  });

  it('sends the status, due-day range and divergent filters, and a student filter that came with the address', async () => {
    const ui = userEvent.setup();
    const calls = mockApi({ 'GET /api/charges': list });
    renderScreen(<ChargesPage />, { user: sessionUser(['charges']), path: '/cobrancas?filter.id_aluno=7' });
    await screen.findAllByText('Ana Souza');
    expect(chargeRequests(calls)[0]!.searchParams.get('filter.id_aluno')).toBe('7');
    expect(screen.getByTestId('filter-student').textContent).toBe('Aluno: Ana Souza');

    await ui.click(screen.getByRole('combobox', { name: 'Status' }));
    await ui.click(screen.getByRole('option', { name: 'Vencida' }));
    await ui.click(screen.getByRole('checkbox', { name: 'Somente divergentes' }));
    await ui.click(within(screen.getByRole('group', { name: 'Vencimento de' })).getByRole('spinbutton', { name: 'Dia' }));
    await ui.keyboard('01032026');
    await waitFor(() => {
      const last = chargeRequests(calls).at(-1)!;
      expect(last.searchParams.get('filter.status')).toBe('Vencida');
      expect(last.searchParams.get('filter.divergente')).toBe('true');
      expect(last.searchParams.get('filter.vencimento_de')).toBe('2026-03-01');
      expect(last.searchParams.get('filter.id_aluno')).toBe('7');
    });
    // The filters live in the address with the rest of the list.
    await waitFor(() => expect(new URLSearchParams(window.location.search).get('filter.status')).toBe('Vencida'));

    await ui.click(within(screen.getByTestId('filter-student')).getByTestId('CancelIcon'));
    await waitFor(() => expect(chargeRequests(calls).at(-1)!.searchParams.has('filter.id_aluno')).toBe(false));
  });

  it('records a payment: what is still due and today prefilled, the rules, the server refusal, then the success', async () => {
    const ui = userEvent.setup();
    let answer = () => json(409, { statusCode: 409, statusMsg: 'A cobrança está cancelada e não aceita pagamentos.' });
    const calls = mockApi({
      'GET /api/charges': list,
      'POST /api/charges/1/payments': () => answer(),
    });
    renderScreen(<ChargesPage />, { user: sessionUser(['charges', 'charges_update']), path: '/cobrancas' });
    await screen.findAllByText('Ana Souza');
    expect(within(bodyRows()[2]!).queryByRole('button', { name: 'Registrar pagamento' })).toBeNull();
    await ui.click(within(bodyRows()[0]!).getByRole('button', { name: 'Registrar pagamento' }));

    const dialog = await screen.findByRole('dialog', { name: 'Registrar pagamento' });
    const valor = within(dialog).getByRole('textbox', { name: 'Valor' }) as HTMLInputElement;
    expect(valor.value).toBe('1.000,00');
    expect((dialog.querySelector('input[name="pago_em"]') as HTMLInputElement).value).toBe(todayBR());

    await ui.clear(valor);
    await ui.type(valor, '1.500');
    await ui.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(within(dialog).getByText('Valor inválido. Use o formato 1.234,56.')).toBeTruthy();
    expect(within(dialog).getByText('Selecione a forma de pagamento.')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await ui.clear(valor);
    await ui.type(valor, '1.000,00');
    await ui.click(within(dialog).getByRole('combobox', { name: /Forma de pagamento/ }));
    await ui.click(screen.getByRole('option', { name: 'Dinheiro' }));
    await ui.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect((await within(dialog).findByTestId('payment-error')).textContent).toBe('A cobrança está cancelada e não aceita pagamentos.');
    expect(screen.getByRole('dialog', { name: 'Registrar pagamento' })).toBeTruthy();

    answer = () => json(201, { ...rows[0], status: 'Paga', valor_recebido: '1234.56' });
    const listsBefore = chargeRequests(calls).length;
    await ui.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect((await screen.findByTestId('notification')).textContent).toContain('Pagamento registrado.');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Registrar pagamento' })).toBeNull(), { timeout: 5000 });
    const posts = calls.filter((call) => call.method === 'POST');
    const [day, month, year] = todayBR().split('/');
    expect(posts.at(-1)!.body).toEqual({ valor: '1000.00', pago_em: `${year}-${month}-${day}`, forma_pagamento: 'Dinheiro' });
    await waitFor(() => expect(chargeRequests(calls).length).toBeGreaterThan(listsBefore));
  });

  it("copies the PIX code and shows the charge's QR image", async () => {
    const ui = userEvent.setup();
    mockApi({ 'GET /api/charges': list });
    const writeText = jest.fn(async (_text: string) => undefined);
    renderScreen(<ChargesPage />, { user: sessionUser(['charges']), path: '/cobrancas' });
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await screen.findAllByText('Ana Souza');
    await ui.click(within(bodyRows()[1]!).getByRole('button', { name: 'Copiar PIX' }));
    expect(writeText).toHaveBeenCalledWith('00020126PIX2');
    expect((await screen.findByTestId('notification')).textContent).toContain('Código PIX copiado.');

    await ui.click(within(bodyRows()[1]!).getByRole('button', { name: 'Ver QR' }));
    const dialog = await screen.findByRole('dialog', { name: 'QR code PIX' });
    expect(within(dialog).getByRole('img', { name: 'QR code PIX da cobrança' }).getAttribute('src')).toBe('/api/charges/2/pix.png');
    expect(plain(dialog.textContent)).toContain('R$ 1.234,56 · vencimento 05/04/2026');
  });

  it("shows the server's message when the list cannot be loaded", async () => {
    mockApi({ 'GET /api/charges': () => json(403, { statusCode: 403, statusMsg: 'Você não tem permissão para realizar esta ação.' }) });
    renderScreen(<ChargesPage />, { user: sessionUser(['charges']), path: '/cobrancas' });
    await waitFor(() => expect(screen.getByTestId('page-error').textContent).toContain('Você não tem permissão'));
  });
});
