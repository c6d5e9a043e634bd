import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockApi, renderScreen, sessionUser } from '../../../test/render-screen';
import { MaterialsPage } from './materials-page';

const materials = [
  { id: 1, nome_material: 'Apostila CPA-10', url: '/api/files/material-1.pdf' },
  { id: 2, nome_material: 'Vídeo', url: 'https://videos.exemplo.com/aula-1' },
];

describe('Materiais', () => {
  it('lists materials with links opening in a new tab; buttons per permission', async () => {
    mockApi({ 'GET /api/materials': () => json(200, materials) });
    renderScreen(<MaterialsPage />, { user: sessionUser(['material']), path: '/material' });
    const link = await screen.findByRole('link', { name: 'https://videos.exemplo.com/aula-1' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(screen.queryByRole('button', { name: 'Novo Material' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Editar' })).toBeNull();
  });

  it('uploads the file, puts the answer in the read-only url and creates the material', async () => {
    const ui = userEvent.setup();
    const calls = mockApi({
      'GET /api/materials': () => json(200, materials),
      'POST /api/materials/uploadS3': () => json(201, '/api/files/material-novo.pdf'),
      'POST /api/materials': (_url, body) => json(201, [{ id: 3, ...(body as object) }]),
    });
    renderScreen(<MaterialsPage />, { user: sessionUser(['material', 'material_create']), path: '/material' });
    await screen.findByText('Apostila CPA-10');
    await ui.click(screen.getByRole('button', { name: 'Novo Material' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dados do Material' });
    await ui.type(within(dialog).getByRole('textbox', { name: /Nome do Material/ }), 'Apostila Nova');
    const url = within(dialog).getByRole('textbox', { name: 'URL' }) as HTMLInputElement;
    expect(url.readOnly).toBe(true);
    await ui.upload(
      within(dialog).getByTestId('material-file-input') as HTMLInputElement,
      new File(['%PDF-1.4'], 'nova.pdf', { type: 'application/pdf' }),
    );
    await waitFor(() => expect(url.value).toBe('/api/files/material-novo.pdf'));
    const upload = calls.find((c) => c.url === '/api/materials/uploadS3')!;
    expect((upload.body as FormData).getAll('file')).toHaveLength(1);
    await ui.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Material criado com sucesso!')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST' && c.url === '/api/materials')?.body).toEqual({
      nome_material: 'Apostila Nova',
      url: '/api/files/material-novo.pdf',
    });
  });

  it("shows the server's refusal when a material cannot be deleted, the screen's own text otherwise", async () => {
    const ui = userEvent.setup();
    mockApi({
      'GET /api/materials': () => json(200, materials),
      'DELETE /api/materials': () => json(500, {}),
    });
    renderScreen(<MaterialsPage />, { user: sessionUser(['material', 'material_delete']), path: '/material' });
    await screen.findByText('Apostila CPA-10');
    await ui.click(screen.getAllByRole('checkbox', { name: 'Selecionar linha' })[0]!);
    await ui.click(screen.getByRole('button', { name: 'Excluir' }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm.textContent).toContain('Deseja realmente excluir 1 registro(s)?');
    await ui.click(within(confirm).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Ocorreu um erro ao excluir material(is).')).toBeTruthy();
  });
});
