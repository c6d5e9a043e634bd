import { describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockApi, renderScreen, sessionUser } from '../../../test/render-screen';
import { FinanceSettingsPanel } from './finance-settings-panel';

const saved = { chave_pix: 'financeiro@treina.dev', nome_recebedor: 'TREINA CURSOS', cidade: 'SAO PAULO' };
const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;

describe('Configurações > Cobranças', () => {
  it('shows the saved PIX settings and saves the changes with config_update', async () => {
    const ui = userEvent.setup();
    const calls = mockApi({
      'GET /api/finance-settings': () => json(200, saved),
      'PUT /api/finance-settings': (_url, body) => json(200, body),
    });
    renderScreen(<FinanceSettingsPanel />, { user: sessionUser(['config', 'config_update', 'charges']), path: '/config' });
    await waitFor(() => expect(field('Chave PIX').value).toBe('financeiro@treina.dev'));
    expect(field('Nome do recebedor').value).toBe('TREINA CURSOS');
    expect(field('Cidade').value).toBe('SAO PAULO');
    expect(field('Nome do recebedor').maxLength).toBe(25);
    expect(field('Cidade').maxLength).toBe(15);

    await ui.clear(field('Cidade'));
    await ui.type(field('Cidade'), ' CAMPINAS ');
    await ui.click(screen.getByRole('button', { name: 'Salvar' }));
    expect((await screen.findByTestId('notification')).textContent).toContain('Configurações de cobrança salvas.');
    expect(calls.find((call) => call.method === 'PUT')!.body).toEqual({ ...saved, cidade: 'CAMPINAS' });
  });

  it("does not send a key without the receiver's name, and shows the server's refusal", async () => {
    const ui = userEvent.setup();
    const calls = mockApi({
      'GET /api/finance-settings': () => json(200, { chave_pix: '', nome_recebedor: '', cidade: '' }),
      'PUT /api/finance-settings': () => json(400, { statusCode: 400, statusMsg: 'Chave PIX inválida.' }),
    });
    renderScreen(<FinanceSettingsPanel />, { user: sessionUser(['config', 'config_update', 'charges']), path: '/config' });
    await screen.findByRole('textbox', { name: 'Chave PIX' });
    await ui.type(field('Chave PIX'), '123');
    await ui.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(screen.getAllByText('Obrigatório quando há chave PIX.')).toHaveLength(2);
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    await ui.type(field('Nome do recebedor'), 'TREINA');
    await ui.type(field('Cidade'), 'RECIFE');
    await ui.click(screen.getByRole('button', { name: 'Salvar' }));
    expect((await screen.findByTestId('notification')).textContent).toContain('Chave PIX inválida.');
  });

  it('is read-only without config_update', async () => {
    mockApi({ 'GET /api/finance-settings': () => json(200, saved) });
    renderScreen(<FinanceSettingsPanel />, { user: sessionUser(['config', 'charges']), path: '/config' });
    await waitFor(() => expect(field('Chave PIX').value).toBe('financeiro@treina.dev'));
    expect(field('Chave PIX').disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Salvar' })).toBeNull();
  });
});
