import { describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PermissionName } from '@treina/contracts';
import { bodyRows, dialogsClosed, json, mockApi, renderScreen, sessionUser } from '../../../test/render';
import { ActivityTypesPanel } from './activity-types-panel';

const types = [
  { id: 1, nome: 'Atendimento Consultoria', tipo: 'SYSTEM', id_tipo_servico: 1, nome_tipo_servico: 'Consultoria' },
  { id: 2, nome: 'Contato com Aluno', tipo: 'FIXED', id_tipo_servico: 4, nome_tipo_servico: 'Treinamento' },
  { id: 7, nome: 'Visita', tipo: 'CUSTOM', id_tipo_servico: null, nome_tipo_servico: '' },
  { id: 8, nome: 'Reunião', tipo: 'CUSTOM', id_tipo_servico: 1, nome_tipo_servico: 'Consultoria' },
];
const routes = {
  'GET /api/activitiesTypes': () => json(200, types),
  'GET /api/servicesTypes': () =>
    json(200, [
      { id: 1, nome: 'Consultoria' },
      { id: 4, nome: 'Treinamento' },
    ]),
};
const ALL: PermissionName[] = ['config', 'config_create', 'config_update', 'config_delete'];

jest.setTimeout(60_000);

describe('Tipos de Atividades', () => {
  it("shows card 'Atividades' with its columns; SYSTEM and FIXED rows cannot be selected", async () => {
    mockApi(routes);
    renderScreen(<ActivityTypesPanel />, sessionUser(ALL));
    await screen.findByText('Visita');
    expect(screen.getByRole('heading', { name: 'Atividades' })).toBeTruthy();
    const headers = screen
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent?.trim())
      .filter(Boolean);
    expect(headers).toEqual(['Tipo Atividade', 'Origem', 'Tipo Serviço']);
    const selectable = bodyRows().map((row) => !!within(row).queryByRole('checkbox'));
    expect(selectable).toEqual([false, false, true, true]);
    // 'Origem' reads in Portuguese, never the stored code.
    const origins = bodyRows().map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent?.trim()),
    );
    expect(origins.map((cells) => cells.find((text) => ['Sistema', 'Fixo', 'Personalizado'].includes(text ?? '')))).toEqual([
      'Sistema',
      'Fixo',
      'Personalizado',
      'Personalizado',
    ]);
    expect(document.body.textContent).not.toMatch(/SYSTEM|FIXED|CUSTOM/);
  });

  it('needs config_create, config_update and config_delete for its buttons', async () => {
    mockApi(routes);
    renderScreen(<ActivityTypesPanel />, sessionUser(['config', 'config_update']));
    await screen.findByText('Visita');
    expect(screen.queryByRole('button', { name: 'Novo Tipo de Atividade' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Editar' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Excluir' })).toBeNull();
  });

  it("creates a CUSTOM type, and a refused one shows the server's message", async () => {
    const ui = userEvent.setup({ delay: null });
    let refuse = false;
    const calls = mockApi({
      ...routes,
      'POST /api/activityType': () =>
        refuse
          ? json(400, { statusCode: 400, statusMsg: "O campo 'nome' deve ter no máximo 200 caracteres." })
          : json(201, [{ id: 9, nome: 'Palestra', tipo: 'CUSTOM', id_tipo_servico: 4, nome_tipo_servico: 'Treinamento' }]),
    });
    renderScreen(<ActivityTypesPanel />, sessionUser(ALL));
    await screen.findByText('Visita');
    await ui.click(screen.getByRole('button', { name: 'Novo Tipo de Atividade' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tipo de Atividade' });
    await ui.type(within(dialog).getByRole('textbox', { name: /Tipo da Atividade/ }), 'Palestra');
    await ui.click(within(dialog).getByRole('combobox', { name: /Tipo de Serviço/ }));
    await ui.click(await screen.findByRole('option', { name: 'Treinamento' }));
    await ui.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Tipo de Atividade criado com sucesso!')).toBeTruthy();
    await dialogsClosed();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ tipo: 'CUSTOM', nome: 'Palestra', id_tipo_servico: 4 });

    refuse = true;
    await ui.click(screen.getByRole('button', { name: 'Novo Tipo de Atividade' }));
    const again = await screen.findByRole('dialog', { name: 'Tipo de Atividade' });
    await ui.type(within(again).getByRole('textbox', { name: /Tipo da Atividade/ }), 'X');
    await ui.click(within(again).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText("O campo 'nome' deve ter no máximo 200 caracteres.")).toBeTruthy();
  });

  it('edits the name and service type, and deletes with the plural message', async () => {
    const ui = userEvent.setup({ delay: null });
    const calls = mockApi({
      ...routes,
      'PATCH /api/activityType/7': () =>
        json(200, [{ id: 7, nome: 'Visita técnica', tipo: 'CUSTOM', id_tipo_servico: 1, nome_tipo_servico: 'Consultoria' }]),
      'DELETE /api/activityType': () => json(200, { status: true }),
    });
    renderScreen(<ActivityTypesPanel />, sessionUser(ALL));
    await screen.findByText('Visita');
    await ui.click(within(bodyRows()[2]!).getByRole('checkbox'));
    await ui.click(screen.getByRole('button', { name: 'Editar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tipo de Atividade' });
    await ui.type(within(dialog).getByRole('textbox', { name: /Tipo da Atividade/ }), ' técnica');
    await ui.click(within(dialog).getByRole('combobox', { name: /Tipo de Serviço/ }));
    await ui.click(await screen.findByRole('option', { name: 'Consultoria' }));
    await ui.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Tipo de Atividade atualizado com sucesso!')).toBeTruthy();
    await dialogsClosed();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ nome: 'Visita técnica', id_tipo_servico: 1 });

    await ui.click(screen.getByRole('checkbox', { name: 'Selecionar todos' }));
    await ui.click(screen.getByRole('button', { name: 'Excluir' }));
    await ui.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Tipos de Atividade excluídos com sucesso!')).toBeTruthy();
    expect(calls.find((call) => call.method === 'DELETE')!.url.searchParams.get('activitiesTypesIds')).toBe('7,8');
  });
});
