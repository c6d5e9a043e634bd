import { describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { todayBR } from '@treina/ui-kit';
import { yearsFromToday } from '../../../shared/forms/dates';
import { bodyRows, dialogsClosed, json, mockApi, renderScreen, sessionUser } from '../../../test/render';
import { onOrAfter, onOrBefore } from './service-columns';
import { ServicesPage } from './services-page';

const services = [
  {
    id: 1,
    id_cliente: 1,
    nome_cliente: 'Ana',
    id_tipo_servico: 1,
    nome_tipo_servico: 'Consultoria',
    data_inicio: '2025-01-10',
    data_fim: '2026-01-10',
  },
  {
    id: 2,
    id_cliente: 2,
    nome_cliente: 'Beta',
    id_tipo_servico: 2,
    nome_tipo_servico: 'Treinamento',
    data_inicio: '2025-06-01',
    data_fim: '2026-06-01',
  },
  {
    id: 3,
    id_cliente: 2,
    nome_cliente: 'Beta',
    id_tipo_servico: 1,
    nome_tipo_servico: 'Consultoria',
    data_inicio: '2024-03-01',
    data_fim: '2025-03-01',
  },
];
const routes = {
  'GET /api/services': () => json(200, services),
  'GET /api/customer': () =>
    json(200, [
      { id: 1, nome_razao: 'Ana', documento: '52998224725', tipo_pessoa: 'Física', endereco: '' },
      { id: 2, nome_razao: 'Beta', documento: '11222333000181', tipo_pessoa: 'Jurídica', endereco: '' },
    ]),
  'GET /api/servicesTypes': () =>
    json(200, [
      { id: 1, nome: 'Consultoria' },
      { id: 2, nome: 'Treinamento' },
    ]),
};

jest.setTimeout(60_000);

const names = () => bodyRows().map((row) => row.textContent);

describe('Serviços', () => {
  it('keeps rows starting on or after the typed start date and ending on or before the typed end date', () => {
    expect(onOrAfter('2025-06-01', '01/06/2025')).toBe(true);
    expect(onOrAfter('2025-05-31', '01/06/2025')).toBe(false);
    expect(onOrBefore('2026-01-10', '10/01/2026')).toBe(true);
    expect(onOrBefore('2026-01-11', '10/01/2026')).toBe(false);
    // Until the date is complete, every row stays.
    expect(onOrAfter('2020-01-01', '01/06')).toBe(true);
    expect(onOrBefore('2030-01-01', '31/02/2026')).toBe(true);
  });

  it('loads services, customers and service types on entry, sorted by end date, latest first', async () => {
    const calls = mockApi(routes);
    renderScreen(<ServicesPage />, sessionUser(['services']));
    await screen.findAllByText('Beta');
    expect(new Set(calls.map((call) => call.url.pathname))).toEqual(new Set(['/api/services', '/api/customer', '/api/servicesTypes']));
    const headers = screen
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent?.trim())
      .filter(Boolean);
    expect(headers).toEqual(['Nome Cliente', 'Tipo Serviço', 'Data Inicial', 'Data Final']);
    expect(names()).toEqual([
      'BetaTreinamento01/06/202501/06/2026',
      'AnaConsultoria10/01/202510/01/2026',
      'BetaConsultoria01/03/202401/03/2025',
    ]);
  });

  it('filters by the start and end dates as typed', async () => {
    const ui = userEvent.setup({ delay: null });
    mockApi(routes);
    renderScreen(<ServicesPage />, sessionUser(['services']));
    await screen.findAllByText('Beta');
    await ui.click(screen.getByRole('button', { name: 'Mostrar/ocultar filtros' }));
    await ui.type(screen.getByRole('textbox', { name: 'Filtrar por Data Inicial' }), '10/01/2025');
    expect(names()).toEqual(['BetaTreinamento01/06/202501/06/2026', 'AnaConsultoria10/01/202510/01/2026']);
    await ui.type(screen.getByRole('textbox', { name: 'Filtrar por Data Final' }), '31/12/2026');
    expect(names()).toHaveLength(2);
    await ui.clear(screen.getByRole('textbox', { name: 'Filtrar por Data Final' }));
    await ui.type(screen.getByRole('textbox', { name: 'Filtrar por Data Final' }), '31/05/2026');
    expect(names()).toEqual(['AnaConsultoria10/01/202510/01/2026']);
  });

  it('creates a service: today and one year from today by default; a failure shows its message', async () => {
    const ui = userEvent.setup({ delay: null });
    let fail = false;
    const calls = mockApi({
      ...routes,
      'POST /api/services': (_url, body) =>
        fail ? json(500, { statusCode: 500, statusMsg: 'Erro interno.' }) : json(201, [{ id: 9, ...(body as object) }]),
    });
    renderScreen(<ServicesPage />, sessionUser(['services', 'services_create']));
    await screen.findAllByText('Beta');
    await ui.click(screen.getByRole('button', { name: 'Novo Serviço' }));
    const dialog = await screen.findByRole('dialog', { name: 'Serviço' });
    // The date pickers' value is in their (hidden) inputs, the ones their labels name.
    expect((within(dialog).getByLabelText(/Data Inicial/, { selector: 'input' }) as HTMLInputElement).value).toBe(todayBR());
    expect((within(dialog).getByLabelText(/Data Final/, { selector: 'input' }) as HTMLInputElement).value).toBe(yearsFromToday(1));
    await ui.click(within(dialog).getByRole('combobox', { name: /Cliente/ }));
    await ui.click(await screen.findByRole('option', { name: 'Beta' }));
    await ui.click(within(dialog).getByRole('combobox', { name: /Tipo de Serviço/ }));
    await ui.click(await screen.findByRole('option', { name: 'Treinamento' }));
    await ui.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Serviço criado com sucesso!')).toBeTruthy();
    await dialogsClosed();
    const body = calls.find((call) => call.method === 'POST')?.body as Record<string, unknown>;
    expect(body).toMatchObject({ id_cliente: 2, id_tipo_servico: 2 });
    expect(body.data_inicio).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    fail = true;
    await ui.click(screen.getByRole('button', { name: 'Novo Serviço' }));
    const again = await screen.findByRole('dialog', { name: 'Serviço' });
    await ui.click(within(again).getByRole('combobox', { name: /Cliente/ }));
    await ui.click(await screen.findByRole('option', { name: 'Ana' }));
    await ui.click(within(again).getByRole('combobox', { name: /Tipo de Serviço/ }));
    await ui.click(await screen.findByRole('option', { name: 'Consultoria' }));
    await ui.click(within(again).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Houve um erro ao criar o serviço.')).toBeTruthy();
  });

  it('computes one year from today, 29/02 becoming 01/03', () => {
    expect(yearsFromToday(1, new Date(2026, 10, 21))).toBe('21/11/2027');
    expect(yearsFromToday(1, new Date(2028, 1, 29))).toBe('01/03/2029');
  });
});
