import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bodyRows, json, mockApi, plain, renderScreen, sessionUser } from '../../../test/render-screen';
import { OverduePage } from './overdue-page';

const byStudent = [
  { id: 7, nome: 'Ana Souza', cobrancas: 3, valor: '3703.68', vencimento_mais_antigo: '2026-01-05' },
  { id: 9, nome: 'Bruno Reis', cobrancas: 1, valor: '150.00', vencimento_mais_antigo: '2026-02-10' },
];
const byClass = [{ id: 12, nome: 'Excel Avançado - Noite', cobrancas: 4, valor: '3853.68', vencimento_mais_antigo: '2026-01-05' }];

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => plain(cell.textContent));

describe('Inadimplência', () => {
  it('shows the overdue amount by student, then by class, and a row opens Cobranças filtered by it', async () => {
    const ui = userEvent.setup();
    const calls = mockApi({
      'GET /api/charges/overdue': (url) => json(200, url.searchParams.get('por') === 'turma' ? byClass : byStudent),
    });
    renderScreen(<OverduePage />, { user: sessionUser(['charges']), path: '/inadimplencia' });
    await screen.findByText('Ana Souza');
    expect(screen.getByRole('tab', { name: 'Por aluno', selected: true })).toBeTruthy();
    expect(
      within(screen.getByRole('table'))
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Aluno', 'Cobranças vencidas', 'Valor', 'Vencimento mais antigo']);
    expect(bodyRows().map(cells)).toEqual([
      ['Ana Souza', '3', 'R$ 3.703,68', '05/01/2026'],
      ['Bruno Reis', '1', 'R$ 150,00', '10/02/2026'],
    ]);
    expect(calls[0]!.url).toBe('/api/charges/overdue?por=aluno');

    await ui.click(screen.getByRole('tab', { name: 'Por turma' }));
    await screen.findByText('Excel Avançado - Noite');
    expect(within(screen.getByRole('table')).getAllByRole('columnheader')[0]!.textContent).toBe('Turma');
    expect(calls.at(-1)!.url).toBe('/api/charges/overdue?por=turma');
    await ui.click(screen.getByText('R$ 3.853,68'));
    expect(screen.getByTestId('current-address').textContent).toBe('/cobrancas?filter.id_turma=12');
  });

  it('links the student name to their charges', async () => {
    mockApi({ 'GET /api/charges/overdue': () => json(200, byStudent) });
    renderScreen(<OverduePage />, { user: sessionUser(['charges']), path: '/inadimplencia' });
    const link = await screen.findByRole('link', { name: 'Bruno Reis' });
    expect(link.getAttribute('href')).toBe('/cobrancas?filter.id_aluno=9');
  });

  it("says so when nobody owes, and shows the server's refusal", async () => {
    mockApi({ 'GET /api/charges/overdue': () => json(200, []) });
    const { unmount } = renderScreen(<OverduePage />, { user: sessionUser(['charges']), path: '/inadimplencia' });
    expect(await screen.findByText('Nenhuma cobrança vencida.')).toBeTruthy();
    unmount();
    mockApi({
      'GET /api/charges/overdue': () => json(403, { statusCode: 403, statusMsg: 'Você não tem permissão para realizar esta ação.' }),
    });
    renderScreen(<OverduePage />, { user: sessionUser(['charges']), path: '/inadimplencia' });
    await waitFor(() => expect(screen.getByTestId('page-error').textContent).toContain('Você não tem permissão'));
  });
});
