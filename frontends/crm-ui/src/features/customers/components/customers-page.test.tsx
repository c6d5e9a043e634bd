import { describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { maskCpfCnpj } from '@treina/ui-kit';
import { bodyRows, dialogsClosed, json, mockApi, renderScreen, sessionUser } from '../../../test/render';
import { CustomersPage } from './customers-page';

const customers = [
  { id: 2, nome_razao: 'Beta Ltda', documento: '11222333000181', tipo_pessoa: 'Jurídica', endereco: 'Rua B, 2' },
  { id: 1, nome_razao: 'Ana Física', documento: '52998224725', tipo_pessoa: 'Física', endereco: '' },
];

jest.setTimeout(60_000);

describe('Clientes', () => {
  it('lists customers by id, ascending, with the document masked', async () => {
    mockApi({ 'GET /api/customer': () => json(200, customers) });
    renderScreen(<CustomersPage />, sessionUser(['customer']));
    await screen.findByText('Beta Ltda');
    const headers = screen
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent?.trim())
      .filter(Boolean);
    expect(headers).toEqual(['Nome / Razão', 'Documento', 'Tipo Pessoa', 'Endereço']);
    const rows = bodyRows();
    expect(within(rows[0]!).getByText('529.982.247-25')).toBeTruthy();
    expect(within(rows[1]!).getByText('11.222.333/0001-81')).toBeTruthy();
    // View permission only: no buttons.
    expect(screen.queryByRole('button', { name: 'Novo Cliente' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Editar' })).toBeNull();
  });

  it('masks the document as CPF up to 11 digits and as CNPJ beyond, at most 18 characters', () => {
    expect(maskCpfCnpj('5299822472')).toBe('529.982.247-2');
    expect(maskCpfCnpj('52998224725')).toBe('529.982.247-25');
    expect(maskCpfCnpj('112223330001')).toBe('11.222.333/0001');
    expect(maskCpfCnpj('11222333000181999')).toBe('11.222.333/0001-81');
  });

  it('creates a customer and shows the server message when it refuses one', async () => {
    const ui = userEvent.setup({ delay: null });
    let refuse = false;
    const calls = mockApi({
      'GET /api/customer': () => json(200, customers),
      'POST /api/customer': (_url, body) =>
        refuse
          ? json(409, { statusCode: 409, statusMsg: 'Já existe um cliente com este documento.' })
          : json(201, [{ id: 3, tipo_pessoa: 'Física', ...(body as object) }]),
    });
    renderScreen(<CustomersPage />, sessionUser(['customer', 'customer_create']));
    await screen.findByText('Beta Ltda');
    await ui.click(screen.getByRole('button', { name: 'Novo Cliente' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dados do Cliente' });
    await ui.type(within(dialog).getByRole('textbox', { name: /Nome \/ Razão Social/ }), 'Carlos');
    const documento = within(dialog).getByRole('textbox', { name: /Documento/ }) as HTMLInputElement;
    await ui.type(documento, '529982247');
    // Salvar stays enabled and says what is wrong, under the field, with the focus on it.
    await ui.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    expect(documento.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(documento.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Um CPF tem 11 dígitos e um CNPJ 14; este tem 9.',
    );
    expect(document.activeElement).toBe(documento);
    await ui.type(documento, '25');
    expect(documento.value).toBe('529.982.247-25');
    expect(documento.maxLength).toBe(18);
    await ui.type(within(dialog).getByRole('textbox', { name: 'Endereço' }), 'Rua C');
    await ui.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Cliente criado com sucesso!')).toBeTruthy();
    await dialogsClosed();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      nome_razao: 'Carlos',
      documento: '529.982.247-25',
      endereco: 'Rua C',
    });

    refuse = true;
    await ui.click(screen.getByRole('button', { name: 'Novo Cliente' }));
    const again = await screen.findByRole('dialog', { name: 'Dados do Cliente' });
    expect((within(again).getByRole('textbox', { name: /Documento/ }) as HTMLInputElement).value).toBe('');
    await ui.type(within(again).getByRole('textbox', { name: /Nome \/ Razão Social/ }), 'Carlos');
    await ui.type(within(again).getByRole('textbox', { name: /Documento/ }), '52998224725');
    await ui.click(within(again).getByRole('button', { name: 'Salvar' }));
    // An error stays until closed; on a busy machine it can take a moment to appear.
    expect(await screen.findByText('Já existe um cliente com este documento.', undefined, { timeout: 5000 })).toBeTruthy();
  });

  it('edits the selected customer with its masked document', async () => {
    const ui = userEvent.setup({ delay: null });
    const calls = mockApi({
      'GET /api/customer': () => json(200, customers),
      'PATCH /api/customer/2': () => json(200, { status: true }),
    });
    renderScreen(<CustomersPage />, sessionUser(['customer', 'customer_update']));
    await screen.findByText('Beta Ltda');
    await ui.click(within(bodyRows()[1]!).getByRole('checkbox', { name: 'Selecionar linha' }));
    await ui.click(screen.getByRole('button', { name: 'Editar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dados do Cliente' });
    expect((within(dialog).getByRole('textbox', { name: /Documento/ }) as HTMLInputElement).value).toBe('11.222.333/0001-81');
    await ui.type(within(dialog).getByRole('textbox', { name: 'Endereço' }), ', sala 3');
    await ui.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Cliente atualizado com sucesso!')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      nome_razao: 'Beta Ltda',
      documento: '11.222.333/0001-81',
      endereco: 'Rua B, 2, sala 3',
    });
  });

  it('keeps the form as typed and says so in Portuguese when a save fails on the server (a 500 too)', async () => {
    const ui = userEvent.setup({ delay: null });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({
      'GET /api/customer': () => json(200, customers),
      'PATCH /api/customer/2': () => json(500, { statusCode: 500, statusMsg: 'Ocorreu um erro interno. Tente novamente mais tarde.' }),
    });
    renderScreen(<CustomersPage />, sessionUser(['customer', 'customer_update']));
    await screen.findByText('Beta Ltda');
    await ui.click(within(bodyRows()[1]!).getByRole('checkbox', { name: 'Selecionar linha' }));
    await ui.click(screen.getByRole('button', { name: 'Editar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dados do Cliente' });
    await ui.type(within(dialog).getByRole('textbox', { name: 'Endereço' }), ', sala 3');
    await ui.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Houve um erro ao atualizar o cliente.')).toBeTruthy();
    const still = screen.getByRole('dialog', { name: 'Dados do Cliente' });
    expect((within(still).getByRole('textbox', { name: 'Endereço' }) as HTMLInputElement).value).toBe('Rua B, 2, sala 3');
  });

  it('says "Clientes excluídos" when deleting several', async () => {
    const ui = userEvent.setup({ delay: null });
    const calls = mockApi({
      'GET /api/customer': () => json(200, customers),
      'DELETE /api/customer': () => json(200, { status: true }),
    });
    renderScreen(<CustomersPage />, sessionUser(['customer', 'customer_delete']));
    await screen.findByText('Beta Ltda');
    await ui.click(screen.getByRole('checkbox', { name: 'Selecionar todos' }));
    await ui.click(screen.getByRole('button', { name: 'Excluir' }));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText('Deseja realmente excluir 2 registro(s)?')).toBeTruthy();
    await ui.click(within(confirm).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Clientes excluídos com sucesso!')).toBeTruthy();
    expect(calls.find((call) => call.method === 'DELETE')!.url.searchParams.get('customersIds')).toBe('1,2');
  });
});
