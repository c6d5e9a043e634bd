import type { ReactNode } from 'react';
import { describe, expect, it, jest } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ALL_PERMISSION_NAMES, type SessionUser } from '@treina/contracts';
import { SessionContext } from '@treina/web-platform';
import { UsersPage } from './users-page';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const users = [
  { id_usuario: 1, nome: 'Admin', email: 'admin@treina.dev', status: true, id_tipo_usuario: 1, nome_tipo_usuario: 'Administrador' },
  { id_usuario: 7, nome: 'Carla', email: 'carla@treina.dev', status: false, id_tipo_usuario: 5, nome_tipo_usuario: 'Consultor' },
];
const permissions = ALL_PERMISSION_NAMES.map((nome, i) => ({ id_permissao: i + 1, nome }));

function mockApi(overrides: Record<string, () => Response> = {}) {
  const calls: Array<{ method: string; url: string; body: unknown }> = [];
  const fetchMock = jest.fn(async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    calls.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : undefined });
    const key = `${method} ${url.split('?')[0]}`;
    if (overrides[key]) return overrides[key]();
    switch (key) {
      case 'GET /api/user':
        return json(200, users);
      case 'GET /api/permissions':
        return json(200, permissions);
      case 'GET /api/userTypes':
        return json(200, [
          { id_tipo_usuario: 1, nome: 'Administrador' },
          { id_tipo_usuario: 5, nome: 'Consultor' },
        ]);
      case 'GET /api/permissionUserTypes':
        return json(200, [{ id_tipo_usuario: 5, id_permissao: 13 }]);
      case 'POST /api/auth/register':
        return json(200, [users[1]]);
      case 'DELETE /api/users':
        return json(200, { status: true });
      default:
        return json(404, { statusMsg: 'não simulado' });
    }
  });
  jest.spyOn(globalThis, 'fetch').mockImplementation(fetchMock as unknown as typeof fetch);
  return calls;
}

function renderPage(permissionsHeld: string[]) {
  const user: SessionUser = {
    id_usuario: 1,
    nome: 'Admin',
    email: 'admin@treina.dev',
    id_tipo_usuario: 1,
    nome_tipo_usuario: 'Administrador',
    permissions: permissionsHeld,
  };
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <SessionContext.Provider value={{ status: 'authenticated', user, logout: async () => {}, refresh: async () => {} }}>
        {children}
      </SessionContext.Provider>
    </QueryClientProvider>
  );
  return render(<UsersPage />, { wrapper });
}

/** Selects Carla's row, then 'Editar'. */
async function editCarla(ui: ReturnType<typeof userEvent.setup>) {
  const carla = screen.getAllByRole('row').find((row) => within(row).queryByText('Carla'))!;
  await ui.click(within(carla).getByRole('checkbox', { name: 'Selecionar linha' }));
  await ui.click(screen.getByRole('button', { name: 'Editar' }));
}

describe('Usuários', () => {
  it('lists users, highest type first, with Ativo/Inativo status', async () => {
    mockApi();
    renderPage(['user']);
    await screen.findByText('Carla');
    const rows = screen.getAllByRole('row').filter((r) => r.hasAttribute('data-row-id'));
    expect(within(rows[0]!).getByText('Carla')).toBeTruthy();
    expect(within(rows[0]!).getByText('Inativo')).toBeTruthy();
    expect(within(rows[1]!).getByText('Ativo')).toBeTruthy();
  });

  it('shows buttons only per permission', async () => {
    mockApi();
    renderPage(['user']);
    await screen.findByText('Carla');
    expect(screen.queryByRole('button', { name: 'Novo Usuário' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Editar' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Excluir' })).toBeNull();
  });

  it('shows the server refusal and no data', async () => {
    mockApi({ 'GET /api/user': () => json(403, { statusCode: 403, statusMsg: 'Você não tem permissão para esta operação.' }) });
    renderPage([]);
    expect(await screen.findByText('Você não tem permissão para esta operação.')).toBeTruthy();
    expect(screen.getByText('Nenhuma informação encontrada')).toBeTruthy();
  });

  it('creates a user with the permissions of the chosen type', async () => {
    const ui = userEvent.setup();
    const calls = mockApi();
    renderPage(['user', 'user_create']);
    await screen.findByText('Carla');
    await ui.click(screen.getByRole('button', { name: 'Novo Usuário' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dados do Usuário' });
    expect(within(dialog).queryByLabelText('Status Ativo')).toBeNull();
    await ui.type(within(dialog).getByRole('textbox', { name: 'Nome' }), 'Nova');
    await ui.type(within(dialog).getByRole('textbox', { name: 'E-mail' }), 'nova@treina.dev');
    await ui.type(within(dialog).getByLabelText(/Senha/), 'Segredo#2026');
    await ui.click(within(dialog).getByRole('combobox', { name: /Tipo de Usuário/ }));
    await ui.click(await screen.findByRole('option', { name: 'Consultor' }));
    // Type 5's default is permission 13 ('activities', group Atividades → Visualização).
    const atividades = within(dialog).getByRole('group', { name: 'Atividades' });
    expect((within(atividades).getByRole('checkbox', { name: 'Visualização' }) as HTMLInputElement).checked).toBe(true);
    const usuarios = within(dialog).getByRole('group', { name: 'Usuários' });
    await ui.click(within(usuarios).getByRole('checkbox', { name: 'Criação' }));
    await ui.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Usuário criado com sucesso!')).toBeTruthy();
    const register = calls.find((c) => c.method === 'POST' && c.url === '/api/auth/register');
    expect(register?.body).toEqual({
      nome: 'Nova',
      email: 'nova@treina.dev',
      senha: 'Segredo#2026',
      id_tipo_usuario: 5,
      permissions: [2, 13],
    });
  });

  it("shows the edited user's Histórico, its changes and sessions in the form's words, to audit holders only", async () => {
    const ui = userEvent.setup();
    const history = [
      {
        em: '2026-11-24T12:00:00.000Z',
        id_usuario: 1,
        nome_usuario: 'Admin',
        acao: 'update',
        alteracoes: [
          { campo: 'id_tipo_usuario', de: 1, para: 5 },
          { campo: 'permissions', de: ['user'], para: ['user', 'user_create'] },
        ],
      },
      {
        em: '2026-11-24T11:00:00.000Z',
        id_usuario: 7,
        nome_usuario: 'Carla',
        acao: 'login',
        alteracoes: [{ campo: 'endereco_ip', de: null, para: '10.0.0.9' }],
      },
    ];
    const overrides = {
      'GET /api/getUserPermissions/7': () => json(200, []),
      'GET /api/user/7/history': () =>
        new Response(JSON.stringify(history), { status: 200, headers: { 'content-type': 'application/json', 'x-total-count': '2' } }),
    };
    const calls = mockApi(overrides);
    const { unmount } = renderPage(['user', 'user_update', 'audit']);
    await screen.findByText('Carla');
    await editCarla(ui);
    const dialog = await screen.findByRole('dialog', { name: 'Dados do Usuário' });
    const section = await within(dialog).findByRole('region', { name: 'Histórico' });
    const items = await within(section).findAllByTestId('history-item');
    expect(items[0]!.textContent).toContain('Admin — Alterou');
    expect(items[0]!.textContent).toContain('Tipo de Usuário: Administrador → Consultor');
    expect(items[0]!.textContent).toContain('Permissões: Usuários: Visualização → Usuários: Visualização, Usuários: Criação');
    expect(items[1]!.textContent).toContain('Carla — Entrou no sistema');
    expect(items[1]!.textContent).toContain('Endereço IP: 10.0.0.9');
    unmount();

    const withoutAudit = mockApi(overrides);
    renderPage(['user', 'user_update']);
    await screen.findByText('Carla');
    await editCarla(ui);
    await screen.findByRole('dialog', { name: 'Dados do Usuário' });
    expect(screen.queryByRole('region', { name: 'Histórico' })).toBeNull();
    expect(withoutAudit.some((call) => call.url.includes('/history'))).toBe(false);
    expect(calls.some((call) => call.url.startsWith('/api/user/7/history'))).toBe(true);
  });

  it("sends the reset link from the edit dialog ('Enviar link de redefinição'), only for an active user", async () => {
    const ui = userEvent.setup();
    const calls = mockApi({
      'GET /api/user': () => json(200, [users[0], { ...users[1], status: true }]),
      'GET /api/getUserPermissions/7': () => json(200, []),
      'POST /api/user/7/password-reset': () =>
        json(200, { status: true, statusMsg: 'Link de redefinição enviado para o e-mail do usuário.' }),
    });
    renderPage(['user', 'user_update']);
    await screen.findByText('Carla');
    await editCarla(ui);
    const dialog = await screen.findByRole('dialog', { name: 'Dados do Usuário' });
    await ui.click(within(dialog).getByRole('button', { name: 'Enviar link de redefinição' }));
    expect(await screen.findByText('Link de redefinição enviado para o e-mail do usuário.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST' && call.url === '/api/user/7/password-reset')).toHaveLength(1);
  });

  it('offers no reset link to an inactive user', async () => {
    const ui = userEvent.setup();
    mockApi({ 'GET /api/getUserPermissions/7': () => json(200, []) });
    renderPage(['user', 'user_update']);
    await screen.findByText('Carla');
    await editCarla(ui);
    const dialog = await screen.findByRole('dialog', { name: 'Dados do Usuário' });
    expect(within(dialog).getByRole('button', { name: 'Enviar link de redefinição' }).hasAttribute('disabled')).toBe(true);
  });

  it('deactivates the selected users after confirmation', async () => {
    const ui = userEvent.setup();
    const calls = mockApi();
    renderPage(['user', 'user_delete']);
    await screen.findByText('Carla');
    for (const box of screen.getAllByRole('checkbox', { name: 'Selecionar linha' })) await ui.click(box);
    await ui.click(screen.getByRole('button', { name: 'Excluir' }));
    await ui.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Usuários desativados com sucesso!')).toBeTruthy();
    expect(calls.some((c) => c.method === 'DELETE' && c.url === '/api/users?usersIds=7%2C1')).toBe(true);
  });
});
