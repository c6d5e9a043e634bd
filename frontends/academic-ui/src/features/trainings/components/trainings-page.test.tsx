import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockApi, renderScreen, sessionUser } from '../../../test/render-screen';
import { TrainingsPage } from './trainings-page';

const trainings = [
  {
    id: 6,
    nome_treinamento: 'CPA-10',
    id_instrutor: 4,
    nome_instrutor: 'Instrutora',
    id_material: [1],
    id_status_treinamento: 1,
    nome_status_treinamento: 'Ativo',
  },
];

describe('Treinamentos', () => {
  it('creates a training with an instructor, a status and materials checked by name', async () => {
    const ui = userEvent.setup();
    const calls = mockApi({
      'GET /api/trainings': () => json(200, trainings),
      'GET /api/trainings/instructors': () => json(200, [{ id_usuario: 4, nome: 'Instrutora', id_tipo_usuario: 4 }]),
      'GET /api/materials': () =>
        json(200, [
          { id: 2, nome_material: 'Simulado', url: null },
          { id: 1, nome_material: 'Apostila', url: null },
        ]),
      'GET /api/statusCourses': () => json(200, [{ id_status_treinamento: 1, nome_status_treinamento: 'Ativo' }]),
      'POST /api/trainings': (_url, body) => json(201, [{ id: 7, ...(body as object) }]),
    });
    renderScreen(<TrainingsPage />, { user: sessionUser(['training', 'training_create']), path: '/training' });
    await screen.findByText('CPA-10');
    await ui.click(screen.getByRole('button', { name: 'Novo Treinamento' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dados do Treinamento' });
    expect(within(dialog).getByText('Selecione o Usuário')).toBeTruthy();
    expect(within(dialog).getByText('Selecione o Status do Treinamento')).toBeTruthy();
    await ui.type(within(dialog).getByRole('textbox', { name: /Nome Treinamento/ }), 'CPA-20');
    await ui.type(within(dialog).getByRole('textbox', { name: 'Carga Horária' }), '4x0');
    const price = within(dialog).getByRole('textbox', { name: 'Valor (R$)' });
    await ui.type(price, '1.500,5x');
    expect(within(dialog).getByText('Informe o valor em reais, zero ou mais (ex.: 1.500,50).')).toBeTruthy();
    await ui.clear(price);
    await ui.type(price, '1.500,50');
    await ui.type(within(dialog).getByRole('textbox', { name: '% Comissão' }), '10,5');
    await ui.click(within(dialog).getByRole('combobox', { name: 'Instrutor' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['Nenhum', 'Instrutora']);
    await ui.click(screen.getByRole('option', { name: 'Instrutora' }));
    await ui.click(within(dialog).getByRole('combobox', { name: /Status do Treinamento/ }));
    await ui.click(await screen.findByRole('option', { name: 'Ativo' }));
    const checkboxes = within(within(dialog).getByRole('group', { name: 'Materiais' })).getAllByRole('checkbox');
    expect(checkboxes.map((c) => c.closest('label')?.textContent)).toEqual(['Apostila', 'Simulado']);
    await ui.click(within(dialog).getByRole('checkbox', { name: 'Simulado' }));
    await ui.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Treinamento criado com sucesso!')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      nome_treinamento: 'CPA-20',
      id_instrutor: 4,
      carga_horaria: 40,
      frequencia_minima: 75,
      id_status_treinamento: 1,
      id_material: [2],
      valor: '1.500,50',
      percentual_comissao: '10,5',
    });
  }, 40_000);

  it("shows the server's reason when a training with classes is not deleted", async () => {
    const ui = userEvent.setup();
    mockApi({
      'GET /api/trainings': () => json(200, trainings),
      'DELETE /api/trainings': () => json(409, { statusCode: 409, statusMsg: 'O treinamento possui turmas e não pode ser excluído.' }),
    });
    renderScreen(<TrainingsPage />, { user: sessionUser(['training', 'training_delete']), path: '/training' });
    await screen.findByText('CPA-10');
    await ui.click(screen.getByRole('checkbox', { name: 'Selecionar linha' }));
    await ui.click(screen.getByRole('button', { name: 'Excluir' }));
    await ui.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('O treinamento possui turmas e não pode ser excluído.')).toBeTruthy();
  });
});
