import type { ReactNode } from 'react';
import { describe, expect, it, jest } from '@jest/globals';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { CONSULTANT_OPEN_ACTIVITY_MESSAGE, type ActivityRow, type SessionUser } from '@treina/contracts';
import { SessionContext } from '@treina/web-platform';
import { ActivitiesPage } from './activities-page';

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

const row = (changes: Partial<ActivityRow>): ActivityRow => ({
  id: 1,
  titulo: 'Atender cliente',
  data: '2026-03-10',
  id_usuario: 5,
  nome_usuario: 'Carla Consultora',
  id_tipo_atividade: 1,
  nome_tipo_atividade: 'Atendimento Consultoria',
  tipo_atividade: 'SYSTEM',
  id_aluno: null,
  nome_aluno: '',
  email_aluno: '',
  telefone_aluno: '',
  id_status_atividade: 3,
  nome_status_atividade: 'Concluído',
  tempo_gasto: 5400,
  subtasks: [],
  atualizado_em: null,
  criado_por: 'Carla Consultora',
  id_criado_por: 5,
  ...changes,
});

const activities = [
  row({
    id: 11,
    data: '2026-03-12',
    id_status_atividade: 2,
    atualizado_em: '2026-03-13T12:00:00.000Z',
    subtasks: [
      { id: 'b', date: '2026-03-11', time: '01:00', desc: 'Segunda' },
      { id: 'a', date: '2026-03-10', time: '00:30', desc: 'Primeira' },
    ],
    tempo_gasto: 5400,
  }),
  row({ id: 10, id_status_atividade: 7, nome_aluno: 'Ana Aluna', titulo: 'Concluída' }),
];

const types = [
  { id: 1, nome: 'Atendimento Consultoria', tipo: 'SYSTEM', id_tipo_servico: 1, nome_tipo_servico: 'Consultoria' },
  { id: 2, nome: 'Contato com Aluno', tipo: 'FIXED', id_tipo_servico: 4, nome_tipo_servico: 'Treinamento' },
  { id: 7, nome: 'Visita', tipo: 'CUSTOM', id_tipo_servico: null, nome_tipo_servico: '' },
];
const statuses = [
  { id: 1, nome: 'Pendente' },
  { id: 2, nome: 'Em Andamento' },
  { id: 3, nome: 'Concluído' },
];

function mockApi(overrides: Record<string, (url: URL, body: unknown) => Response> = {}) {
  const calls: Array<{ method: string; url: URL; body: unknown }> = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(
    jest.fn(async (input: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const url = new URL(input, 'http://treina.test');
      const body = init.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, url, body });
      const key = `${method} ${url.pathname}`;
      if (overrides[key]) return overrides[key](url, body);
      switch (key) {
        case 'GET /api/activities':
          return json(200, activities, { 'X-Total-Count': '2' });
        case 'GET /api/activitiesTypes':
          return json(200, types);
        case 'GET /api/activitiesStatus':
          return json(200, statuses);
        case 'GET /api/activity/staff':
          return json(200, [
            { id_usuario: 1, nome: 'Admin', id_tipo_usuario: 1 },
            { id_usuario: 3, nome: 'Vendas', id_tipo_usuario: 3 },
          ]);
        case 'GET /api/activity/students':
          return json(200, [{ id_aluno: 9, nome_aluno: 'Ana Aluna', email: 'ana@t.dev', telefone: '' }]);
        case 'POST /api/activity':
          return json(201, [row({ id: 99 })]);
        default:
          return json(404, { statusCode: 404, statusMsg: 'não simulado' });
      }
    }) as unknown as typeof fetch,
  );
  return calls;
}

const ADMIN: SessionUser = {
  id_usuario: 1,
  nome: 'Admin',
  email: 'admin@treina.dev',
  id_tipo_usuario: 1,
  nome_tipo_usuario: 'Administrador',
  permissions: ['activities', 'activities_create', 'activities_update', 'activities_delete', 'user'],
};
const CONSULTANT: SessionUser = {
  id_usuario: 5,
  nome: 'Carla Consultora',
  email: 'consultor@treina.dev',
  id_tipo_usuario: 5,
  nome_tipo_usuario: 'Consultor',
  permissions: ['activities', 'activities_create', 'activities_update'],
};

function renderPage(user: SessionUser) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <SessionContext.Provider value={{ status: 'authenticated', user, logout: async () => {}, refresh: async () => {} }}>
        {children}
      </SessionContext.Provider>
    </QueryClientProvider>
  );
  return render(<ActivitiesPage />, { wrapper });
}

const bodyRows = () => screen.getAllByRole('row').filter((r) => r.hasAttribute('data-row-id'));
const headers = () =>
  screen
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent?.trim())
    .filter(Boolean);

// Typing into MUI fields is slow in jsdom on a busy machine.
jest.setTimeout(60_000);

describe('Atividades', () => {
  it('asks the server for the first page by date, newest first, and shows the list columns', async () => {
    const calls = mockApi();
    renderPage(ADMIN);
    await screen.findByText('Concluída');
    const list = calls.find((call) => call.url.pathname === '/api/activities')!;
    expect(Object.fromEntries(list.url.searchParams)).toEqual({ page: '1', pageSize: '15', sort: '-data' });
    expect(headers()).toEqual(['Data Ref.', 'Atualização', 'Tipo da Atividade', 'Status', 'Aluno', 'Responsável', 'Descrição']);
    const [first, second] = bodyRows();
    expect(within(first!).getByText('12/03/2026')).toBeTruthy();
    expect(within(first!).getByText('13/03/2026')).toBeTruthy();
    expect(within(first!).getByText('Em Andamento')).toBeTruthy();
    // Any status other than 1 or 2 reads Concluído; no update date → blank.
    expect(within(second!).getByText('Concluído')).toBeTruthy();
    expect(within(second!).getByText('Ana Aluna')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Nova Atividade' }).hasAttribute('disabled')).toBe(false);
  });

  it('shows the subtasks newest first and the time as HH:MM:SS in the detail panel', async () => {
    const ui = userEvent.setup({ delay: null });
    mockApi();
    renderPage(ADMIN);
    await screen.findByText('Concluída');
    await ui.click(within(bodyRows()[0]!).getByRole('button', { name: 'Expandir' }));
    const panel = await screen.findByTestId('activity-detail-11');
    expect(within(panel).getByTestId('activity-time').textContent).toBe('01:30:00');
    const items = within(panel)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual(['11/03/2026 · 01:00:00Segunda', '10/03/2026 · 00:30:00Primeira']);
  });

  it('keeps Nova Atividade disabled until the data is loaded', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    mockApi({ 'GET /api/activitiesStatus': () => json(200, statuses) });
    const fetchMock = globalThis.fetch as unknown as ReturnType<typeof jest.fn>;
    const original = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input: string, init?: RequestInit) => {
      if (String(input).startsWith('/api/activities?')) await gate;
      return original(input, init);
    });
    renderPage(ADMIN);
    const button = await screen.findByRole('button', { name: 'Nova Atividade' });
    expect(button.hasAttribute('disabled')).toBe(true);
    release();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Nova Atividade' }).hasAttribute('disabled')).toBe(false));
  });

  it('sends a piece of a DD/MM/YYYY date filter as typed (the server matches the shown date), and leaves other text out', async () => {
    const ui = userEvent.setup({ delay: null });
    const calls = mockApi();
    renderPage(ADMIN);
    await screen.findByText('Concluída');
    await ui.click(screen.getByRole('button', { name: 'Mostrar/ocultar filtros' }));
    const filter = screen.getByRole('textbox', { name: 'Filtrar por Atualização' });
    await ui.type(filter, 'ontem');
    // Past the search debounce; inside act, as the debounced filter then updates the page.
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(calls.some((call) => call.url.searchParams.has('filter.atualizado_em'))).toBe(false);
    await ui.clear(filter);
    await ui.type(filter, '03/2026');
    await waitFor(() => expect(calls.some((call) => call.url.searchParams.get('filter.atualizado_em') === '03/2026')).toBe(true));
    await ui.type(screen.getByRole('textbox', { name: 'Filtrar por Data Ref.' }), '12/03');
    await waitFor(() => expect(calls.some((call) => call.url.searchParams.get('filter.data') === '12/03')).toBe(true));
  });

  it('creates a FIXED activity: the user select is locked to the current user and a student is required', async () => {
    const ui = userEvent.setup({ delay: null });
    const calls = mockApi();
    renderPage(ADMIN);
    await screen.findByText('Concluída');
    await ui.click(screen.getByRole('button', { name: 'Nova Atividade' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dados da Atividade' });
    // Status 1 (the default) hides the subtasks.
    expect(within(dialog).queryByTestId('subtasks')).toBeNull();
    expect(within(dialog).queryByLabelText(/Nome do Aluno/)).toBeNull();
    await ui.click(within(dialog).getByRole('combobox', { name: /Usuário/ }));
    await ui.click(await screen.findByRole('option', { name: 'Vendas' }));
    await ui.click(within(dialog).getByRole('combobox', { name: /Tipo de Atividade/ }));
    await ui.click(await screen.findByRole('option', { name: 'Contato com Aluno' }));
    const userSelect = within(dialog).getByRole('combobox', { name: /Usuário/ });
    expect(userSelect.getAttribute('aria-disabled')).toBe('true');
    expect(userSelect.textContent).toBe('Admin');
    await ui.type(within(dialog).getByRole('textbox', { name: /Descrição/ }), 'Ligar para a aluna');
    // Without a student, Salvar says so under the student field and goes there.
    await ui.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    const student = within(dialog).getByRole('combobox', { name: /Nome do Aluno/ });
    expect(student.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(student.getAttribute('aria-describedby')!)?.textContent).toBe(
      "Uma atividade do tipo 'Contato com Aluno' precisa de um aluno: pesquise pelo nome e escolha um.",
    );
    expect(document.activeElement).toBe(student);
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    await ui.type(within(dialog).getByRole('combobox', { name: /Nome do Aluno/ }), 'Ana');
    await ui.click(await screen.findByRole('option', { name: 'Ana Aluna' }));
    await ui.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Atividade criada com sucesso!')).toBeTruthy();
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.body).toMatchObject({
      titulo: 'Ligar para a aluna',
      id_tipo_atividade: 2,
      id_usuario: 1,
      id_aluno: 9,
      id_status_atividade: 1,
    });
  });

  it('adds subtasks only with a date and details, newest first', async () => {
    const ui = userEvent.setup({ delay: null });
    const calls = mockApi();
    renderPage(ADMIN);
    await screen.findByText('Concluída');
    await ui.click(screen.getByRole('button', { name: 'Nova Atividade' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dados da Atividade' });
    await ui.click(within(dialog).getByRole('combobox', { name: /Tipo de Atividade/ }));
    await ui.click(await screen.findByRole('option', { name: 'Visita' }));
    await ui.type(within(dialog).getByRole('textbox', { name: /Descrição/ }), 'Visita técnica');
    await ui.click(within(dialog).getByRole('combobox', { name: /Status da Atividade/ }));
    await ui.click(await screen.findByRole('option', { name: 'Em Andamento' }));
    const subtasks = within(dialog).getByTestId('subtasks');
    const time = within(subtasks).getByRole('textbox', { name: 'Tempo Trabalhado' }) as HTMLInputElement;
    expect(time.value).toBe('00:00');
    await ui.click(within(subtasks).getByRole('button', { name: 'Subtarefa' }));
    expect(within(subtasks).getByTestId('subtask-alert').textContent).toContain('preencha todos os campos para criar uma subtarefa');
    // The date picker takes digits typed from its day section on.
    const day = within(within(subtasks).getByRole('group', { name: 'Data da Subtarefa' })).getByRole('spinbutton', { name: 'Dia' });
    await ui.click(day);
    await ui.keyboard('01032026');
    await ui.clear(time);
    await ui.type(time, '0130');
    await ui.type(within(subtasks).getByRole('textbox', { name: 'Detalhes da Subtarefa' }), 'Primeira{Enter}linha dois');
    await ui.click(within(subtasks).getByRole('button', { name: 'Subtarefa' }));
    await ui.click(day);
    await ui.keyboard('05032026');
    await ui.type(within(subtasks).getByRole('textbox', { name: 'Detalhes da Subtarefa' }), 'Segunda');
    await ui.click(within(subtasks).getByRole('button', { name: 'Subtarefa' }));
    const list = within(subtasks).getByRole('list', { name: 'Subtarefas da atividade' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent?.slice(0, 10)),
    ).toEqual(['05/03/2026', '01/03/2026']);
    await ui.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await screen.findByText('Atividade criada com sucesso!');
    const post = calls.find((call) => call.method === 'POST')!.body as { subtasks: unknown[] };
    expect(post.subtasks).toEqual([
      expect.objectContaining({ date: '2026-03-05', time: '00:00', desc: 'Segunda' }),
      expect.objectContaining({ date: '2026-03-01', time: '01:30', desc: 'Primeira\nlinha dois' }),
    ]);
  });

  it("for a consultant: no Aluno column, own list, concluded rows not selectable, SYSTEM forced, and the server's refusal shown", async () => {
    const ui = userEvent.setup({ delay: null });
    const calls = mockApi({
      // No open activity as far as the list says: the form opens, and the server refuses (it has the last word).
      'GET /api/activities': (url) =>
        url.searchParams.has('filter.id_status_atividade') ? json(200, []) : json(200, activities, { 'X-Total-Count': '2' }),
      'POST /api/activity': () => json(409, { statusCode: 409, statusMsg: CONSULTANT_OPEN_ACTIVITY_MESSAGE, message: 'Conflict' }),
    });
    renderPage(CONSULTANT);
    await screen.findByText('Concluída');
    expect(headers()).not.toContain('Aluno');
    const list = calls.find((call) => call.url.pathname === '/api/activities')!;
    expect(list.url.searchParams.get('userId')).toBe('5');
    expect(calls.some((call) => call.url.pathname === '/api/activity/staff')).toBe(false);
    // Status 2: selectable; status 7 (not 3): selectable; a status-3 row would not be.
    expect(within(bodyRows()[0]!).queryByRole('checkbox', { name: 'Selecionar linha' })).toBeTruthy();

    await ui.click(screen.getByRole('button', { name: 'Nova Atividade' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dados da Atividade' });
    const type = within(dialog).getByRole('combobox', { name: /Tipo de Atividade/ });
    const user = within(dialog).getByRole('combobox', { name: /Usuário/ });
    expect(type.getAttribute('aria-disabled')).toBe('true');
    expect(type.textContent).toBe('Atendimento Consultoria');
    expect(user.getAttribute('aria-disabled')).toBe('true');
    expect(user.textContent).toBe('Carla Consultora');
    await ui.type(within(dialog).getByRole('textbox', { name: /Descrição/ }), 'Outra');
    await ui.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(CONSULTANT_OPEN_ACTIVITY_MESSAGE)).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Dados da Atividade' })).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({ id_tipo_atividade: 1, id_usuario: 5 });
  });

  it("tells a consultant with an activity not concluded at once, when 'Nova Atividade' is clicked, and opens no form", async () => {
    const ui = userEvent.setup({ delay: null });
    const calls = mockApi();
    renderPage(CONSULTANT);
    await screen.findByText('Concluída');
    await ui.click(screen.getByRole('button', { name: 'Nova Atividade' }));
    expect(await screen.findByText(CONSULTANT_OPEN_ACTIVITY_MESSAGE)).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Dados da Atividade' })).toBeNull();
    const check = calls.find((call) => call.url.searchParams.has('filter.id_status_atividade'))!;
    expect(Object.fromEntries(check.url.searchParams)).toEqual({ page: '1', pageSize: '1', 'filter.id_status_atividade': '1' });
  });

  it("removes the selection of a consultant's concluded (status 3) rows", async () => {
    mockApi({
      'GET /api/activities': () =>
        json(200, [row({ id: 21, id_status_atividade: 3, titulo: 'Fechada' }), row({ id: 22, id_status_atividade: 1, titulo: 'Aberta' })], {
          'X-Total-Count': '2',
        }),
    });
    renderPage(CONSULTANT);
    await screen.findByText('Fechada');
    const [closed, open] = bodyRows();
    expect(within(closed!).queryByRole('checkbox')).toBeNull();
    expect(within(open!).getByRole('checkbox', { name: 'Selecionar linha' })).toBeTruthy();
  });

  it('asks sales users for the type-2 list and shows no button without create permission', async () => {
    const calls = mockApi();
    renderPage({ ...ADMIN, id_usuario: 3, id_tipo_usuario: 3, permissions: ['activities'] });
    await screen.findByText('Concluída');
    expect(calls.find((call) => call.url.pathname === '/api/activities')!.url.searchParams.get('sales')).toBe('true');
    expect(screen.queryByRole('button', { name: 'Nova Atividade' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Editar' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Excluir' })).toBeNull();
  });

  it('deletes the selected activities after confirmation', async () => {
    const ui = userEvent.setup({ delay: null });
    const calls = mockApi({ 'DELETE /api/activity': () => json(200, { status: true }) });
    renderPage(ADMIN);
    await screen.findByText('Concluída');
    for (const box of screen.getAllByRole('checkbox', { name: 'Selecionar linha' })) await ui.click(box);
    await ui.click(screen.getByRole('button', { name: 'Excluir' }));
    await ui.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Atividades excluídas com sucesso!')).toBeTruthy();
    expect(calls.find((call) => call.method === 'DELETE')!.url.searchParams.get('activitiesIds')).toBe('11,10');
  });
});
