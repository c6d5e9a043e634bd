import { describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChargeRow } from '@treina/contracts';
import { json, mockApi, plain, renderScreen, sessionUser } from '../../../test/render-screen';
import { MyChargesPage } from './my-charges-page';

const charge = (id: number, changes: Partial<ChargeRow>): ChargeRow => ({
  id,
  id_matricula: 41,
  id_turma: 12,
  nome_treinamento: 'Excel Avançado',
  id_aluno: 7,
  nome_aluno: 'Ana Souza',
  parcela: id,
  parcelas: 3,
  valor: '1234.56',
  valor_recebido: '0.00',
  vencimento: '2026-03-05',
  status: 'Aberta',
  pago_em: null,
  forma_pagamento: null,
  divergente: false,
  estornado_em: null,
  pix_copia_e_cola: null,
  ...changes,
});

const mine = [
  charge(1, { status: 'Paga', valor_recebido: '1234.56', pago_em: '2026-01-05T14:00:00.000Z', forma_pagamento: 'PIX' }),
  charge(2, { status: 'Vencida', vencimento: '2026-02-05', pix_copia_e_cola: '00020126580014BR.GOV.BCB.PIX0136abc' }),
  charge(3, { vencimento: '2026-04-05', pix_copia_e_cola: '00020126580014BR.GOV.BCB.PIX0136def' }),
];
const student = sessionUser(['class'], { id_usuario: 30, id_tipo_usuario: 6, nome_tipo_usuario: 'Aluno' });

describe('Financeiro (aluno)', () => {
  it('shows each charge as a card: instalment, amount, due day, status; paid ones with the day, open ones with PIX and QR', async () => {
    const calls = mockApi({ 'GET /api/me/charges': () => json(200, mine) });
    renderScreen(<MyChargesPage />, { user: student, path: '/financeiro' });
    const cards = await screen.findAllByTestId('my-charge');
    expect(calls[0]!.url).toBe('/api/me/charges');
    // What is to pay comes first: the overdue one, the open one, then the paid one.
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Parcela 2/3', 'Parcela 3/3', 'Parcela 1/3']);
    expect(cards.map((card) => plain(within(card).getByTestId('my-charge-value').textContent))).toEqual([
      'R$ 1.234,56',
      'R$ 1.234,56',
      'R$ 1.234,56',
    ]);
    expect(within(cards[2]!).getByTestId('my-charge-paid').textContent).toBe('Paga em 05/01/2026');
    expect(within(cards[2]!).queryByRole('button', { name: 'Copiar código PIX' })).toBeNull();
    expect(within(cards[2]!).queryByRole('img')).toBeNull();

    expect(within(cards[0]!).getByTestId('charge-status').textContent).toBe('Vencida');
    expect(within(cards[0]!).getByTestId('my-charge-due').textContent).toBe('Vencimento 05/02/2026');
    const field = within(cards[0]!).getByRole('textbox', { name: 'PIX copia e cola' }) as HTMLTextAreaElement;
    expect(field.value).toBe('00020126580014BR.GOV.BCB.PIX0136abc');
    expect(field.readOnly).toBe(true);
    expect(within(cards[0]!).getByRole('img', { name: 'QR code PIX da cobrança' }).getAttribute('src')).toBe('/api/charges/2/pix.png');
    expect(within(cards[1]!).getByRole('img').getAttribute('src')).toBe('/api/charges/3/pix.png');
  });

  it("copies the PIX code with the big button and says so ('Código PIX copiado.')", async () => {
    const ui = userEvent.setup();
    mockApi({ 'GET /api/me/charges': () => json(200, mine) });
    const writeText = jest.fn(async (_text: string) => undefined);
    renderScreen(<MyChargesPage />, { user: student, path: '/financeiro' });
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const cards = await screen.findAllByTestId('my-charge');
    await ui.click(within(cards[1]!).getByRole('button', { name: 'Copiar código PIX' }));
    expect(writeText).toHaveBeenCalledWith('00020126580014BR.GOV.BCB.PIX0136def');
    expect((await screen.findByTestId('notification')).textContent).toContain('Código PIX copiado.');
    expect(within(cards[1]!).getByRole('button', { name: 'Código copiado' })).toBeTruthy();
  });

  it('tells an open charge without a PIX code to ask the office, and an empty list that there is nothing', async () => {
    mockApi({ 'GET /api/me/charges': () => json(200, [charge(1, { status: 'Aberta' })]) });
    const { unmount } = renderScreen(<MyChargesPage />, { user: student, path: '/financeiro' });
    expect(await screen.findByText(/ainda não está disponível/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Copiar código PIX' })).toBeNull();
    unmount();
    mockApi({ 'GET /api/me/charges': () => json(200, []) });
    renderScreen(<MyChargesPage />, { user: student, path: '/financeiro' });
    await waitFor(() => expect(screen.getByText('Você não tem cobranças.')).toBeTruthy());
  });
});
