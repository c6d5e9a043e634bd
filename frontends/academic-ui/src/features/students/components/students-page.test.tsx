import { describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STUDENT_DEFAULT_PASSWORD, type StudentRow } from '@treina/contracts';
import { json, mockApi, renderScreen, sessionUser } from '../../../test/render-screen';
import { StudentsPage } from './students-page';

const student = (extra: Partial<StudentRow>): StudentRow => ({
  id: 31,
  nome_aluno: 'Júlia Araújo',
  email: 'julia@exemplo.com.br',
  telefone: '(11) 98765-4321',
  cpf: '529.982.247-25',
  rg: null,
  data_nasc: '1990-03-15',
  endereco: null,
  id_status_aluno: 3,
  nome_status_aluno: 'Matriculado',
  id_canal_aluno: 6,
  nome_canal_aluno: 'Panfleto',
  data_criacao: '2026-01-10T10:00:00',
  obs_estudante: 'Prefere aulas à noite',
  possui_login: false,
  consentimento_marketing: false,
  consentimento_marketing_em: null,
  consentimento_marketing_como: null,
  is_student: true,
  interesses: [6, 16],
  treinamentos_interesses: 'CPA-10, CPA-20, CPA-10',
  treinamentos: [7],
  treinamentos_cancelados: [8],
  treinamentos_realizados: 'CPA-10',
  turmas: [
    {
      id: 1,
      id_turma: 8,
      id_treinamento: 16,
      nome_treinamento: 'CPA-20',
      data_inicio: '2025-02-03',
      data_fim: '2025-02-07',
      id_periodo_turma: 2,
      nome_periodo_turma: 'Diurno',
      id_inscricao: 6,
      nome_status_inscricao: 'Solicitação de Transferência',
      data_hora_inclusao: '2025-01-10T10:00:00',
      data_hora_pagamento: null,
      data_hora_cancelamento: '2025-01-20T10:00:00',
      id_forma_pagto: null,
      nome_forma_pagto: null,
      valor_pago: null,
      cod_pagto: null,
      cci: 'k1',
      gera_comissao: true,
      libera_conteudo: false,
      id_turma_origem: null,
    },
    {
      id: 2,
      id_turma: 7,
      id_treinamento: 6,
      nome_treinamento: 'CPA-10',
      data_inicio: '2026-04-06',
      data_fim: '2026-04-10',
      id_periodo_turma: 1,
      nome_periodo_turma: 'Noturno',
      id_inscricao: 3,
      nome_status_inscricao: 'Pago',
      data_hora_inclusao: '2026-03-01T10:00:00',
      data_hora_pagamento: '2026-03-02T10:00:00',
      data_hora_cancelamento: null,
      id_forma_pagto: 3,
      nome_forma_pagto: 'PIX',
      valor_pago: 1490,
      cod_pagto: 'PIX-7',
      cci: 'mf3k2a9',
      gera_comissao: true,
      libera_conteudo: true,
      id_turma_origem: null,
    },
  ],
  atividades_realizadas: [],
  documentos: ['/api/files/documento-1.pdf'],
  documentos_detalhes: [
    {
      url: '/api/files/documento-1.pdf',
      nome_arquivo: 'RG frente.pdf',
      content_type: 'application/pdf',
      tamanho: 10,
      criado_em: '2026-01-11',
    },
  ],
  ...extra,
});

describe('Alunos / Interessados', () => {
  it("titles interested leads 'Interessados' and leaves out 'Treinamentos Realizados'", async () => {
    const calls = mockApi({ 'GET /api/students': () => json(200, [student({ is_student: false, turmas: [] })], { 'X-Total-Count': '1' }) });
    renderScreen(<StudentsPage />, { user: sessionUser(['student', 'student_create']), path: '/student?studentType=interested' });
    expect(await screen.findByRole('heading', { name: 'Interessados' })).toBeTruthy();
    await screen.findByText('Júlia Araújo');
    expect(calls[0]!.url).toBe('/api/students?type=interested&page=1&pageSize=15&sort=-data_criacao');
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(expect.arrayContaining(['Estudante', 'E-mail', 'Telefone', 'Canal', 'Situação', 'Criação', 'Interesses']));
    expect(headers).not.toContain('Treinamentos Realizados');
    expect(screen.getByText('10/01/2026')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Novo Interessado' })).toBeTruthy();
  });

  it("asks for the form's lists only once the rows are on screen", async () => {
    const rowsShownWhenAsked: Record<string, boolean> = {};
    const list = (path: string) => () => {
      rowsShownWhenAsked[path] = screen.queryByText('Júlia Araújo') !== null;
      return json(200, []);
    };
    mockApi({
      'GET /api/students': () => json(200, [student({})], { 'X-Total-Count': '1' }),
      'GET /api/statusStudents': list('/api/statusStudents'),
      'GET /api/channelsStudents': list('/api/channelsStudents'),
      'GET /api/trainings': list('/api/trainings'),
    });
    renderScreen(<StudentsPage />, { user: sessionUser(['student', 'student_update']), path: '/student?studentType=student' });
    await screen.findByText('Júlia Araújo');
    await waitFor(() => expect(Object.keys(rowsShownWhenAsked)).toHaveLength(3));
    expect(rowsShownWhenAsked).toEqual({ '/api/statusStudents': true, '/api/channelsStudents': true, '/api/trainings': true });
  });

  it('filters every column on the server: the training columns by name, Criação by any piece of DD/MM/YYYY', async () => {
    const ui = userEvent.setup({ delay: null });
    const calls = mockApi({ 'GET /api/students': () => json(200, [student({})], { 'X-Total-Count': '1' }) });
    renderScreen(<StudentsPage />, { user: sessionUser(['student']), path: '/student?studentType=student' });
    await screen.findByText('Júlia Araújo');
    await ui.click(screen.getByRole('button', { name: 'Mostrar/ocultar filtros' }));
    for (const header of ['Estudante', 'E-mail', 'Telefone', 'Canal', 'Situação', 'Criação', 'Interesses', 'Treinamentos Realizados']) {
      expect(screen.getByRole('textbox', { name: `Filtrar por ${header}` })).toBeTruthy();
    }
    await ui.type(screen.getByRole('textbox', { name: 'Filtrar por Treinamentos Realizados' }), 'cpa');
    await ui.type(screen.getByRole('textbox', { name: 'Filtrar por Interesses' }), 'excel');
    await ui.type(screen.getByRole('textbox', { name: 'Filtrar por Criação' }), '01/2026');
    await waitFor(() => {
      const url = new URL(calls[calls.length - 1]!.url, 'http://localhost');
      expect(url.searchParams.get('filter.treinamentos_realizados')).toBe('cpa');
      expect(url.searchParams.get('filter.treinamentos_interesses')).toBe('excel');
      expect(url.searchParams.get('filter.data_criacao')).toBe('01/2026');
    });
  });

  it('opens the row of ?studentId= after about a second, with its detail panel in the screen order', async () => {
    const calls = mockApi({ 'GET /api/students': () => json(200, [student({})], { 'X-Total-Count': '1' }) });
    const scroll = jest.fn();
    Element.prototype.scrollIntoView = scroll;
    renderScreen(<StudentsPage />, { user: sessionUser(['student']), path: '/student?studentId=31' });
    expect(await screen.findByRole('heading', { name: 'Alunos' })).toBeTruthy();
    expect(calls[0]!.url).toBe('/api/students?studentId=31&page=1&pageSize=15&sort=-data_criacao');
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toContain('Treinamentos Realizados');
    const panel = await screen.findByTestId('student-detail', {}, { timeout: 2500 });
    expect(scroll).toHaveBeenCalled();
    const sections = within(panel)
      .getAllByRole('heading')
      .map((h) => h.textContent);
    expect(sections).toEqual(['Interesses', 'Turmas', 'Observações', 'Documentos', 'Contato para marketing']);
    expect(within(panel).getByTestId('student-consent').textContent).toBe('Não');
    // No `privacy` permission: no export button.
    expect(within(panel).queryByRole('button', { name: 'Exportar dados (LGPD)' })).toBeNull();
    expect(
      within(within(panel).getByRole('region', { name: 'Interesses' }))
        .getAllByText(/CPA-/)
        .map((c) => c.textContent),
    ).toEqual(['CPA-10', 'CPA-20']);
    const [newest, older] = within(panel).getAllByTestId('student-class');
    expect(newest!.textContent).toContain('CPA-10 (Noturno)');
    expect(within(newest!).getByRole('link').getAttribute('href')).toBe('/class?classId=7');
    expect(within(newest!).getByTestId('student-class-payment').textContent).toBe(
      'Forma de Pagamento: PIX · Valor: R$ 1.490,00 · Obs. Pagamento: PIX-7 · CCI: MF3K2A9',
    );
    expect(newest!.getAttribute('data-dimmed')).toBe('false');
    expect(older!.textContent).toContain('Transferência: 20/01/2025');
    expect(older!.getAttribute('data-dimmed')).toBe('true');
    // No update permission: documents are listed, not removable.
    expect(within(panel).getByRole('link', { name: 'RG frente.pdf' })).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: /Excluir documento/ })).toBeNull();
    // No `audit` permission: no Histórico, and nothing asked for it.
    expect(calls.some((call) => call.url.includes('/history'))).toBe(false);
  });

  it("shows the student's Histórico to audit holders, in the form's words with names for ids", async () => {
    const history = [
      {
        em: '2026-11-24T12:00:00.000Z',
        id_usuario: 1,
        nome_usuario: 'Admin',
        acao: 'update',
        alteracoes: [
          { campo: 'id_status_aluno', de: 2, para: 3 },
          { campo: 'interesses', de: [6], para: [6, 16] },
          { campo: 'data_nasc', de: null, para: '1990-03-15' },
        ],
      },
    ];
    const calls = mockApi({
      'GET /api/students': () => json(200, [student({})], { 'X-Total-Count': '1' }),
      'GET /api/students/31/history': () => json(200, history, { 'X-Total-Count': '1' }),
      'GET /api/statusStudents': () => json(200, [{ id_status_aluno: 3, nome_status_aluno: 'Matriculado' }]),
      'GET /api/channelsStudents': () => json(200, []),
      'GET /api/trainings': () =>
        json(200, [
          { id: 6, nome_treinamento: 'CPA-10' },
          { id: 16, nome_treinamento: 'CPA-20' },
        ]),
    });
    Element.prototype.scrollIntoView = jest.fn();
    renderScreen(<StudentsPage />, { user: sessionUser(['student', 'audit']), path: '/student?studentId=31' });
    const panel = await screen.findByTestId('student-detail', {}, { timeout: 2500 });
    const section = within(panel).getByRole('region', { name: 'Histórico' });
    await waitFor(() => expect(within(section).getByTestId('history-item').textContent).toContain('Interesses: CPA-10 → CPA-10, CPA-20'));
    const item = within(section).getByTestId('history-item').textContent;
    expect(item).toContain('Admin — Alterou');
    expect(item).toContain('Situação: #2 → Matriculado');
    expect(item).toContain('Data de Nascimento: (vazio) → 15/03/1990');
    expect(calls.some((call) => call.url.startsWith('/api/students/31/history?page=1'))).toBe(true);
  });

  it('shows the concluded activities after the classes: date DD/MM/YYYY, type, description, responsible, status', async () => {
    const activity = {
      id_tipo_atividade: 2,
      nome_tipo_atividade: 'Contato com Aluno',
      id_usuario: 3,
      id_status_atividade: 3,
      nome_status_atividade: 'Concluído',
    };
    mockApi({
      'GET /api/students': () =>
        json(
          200,
          [
            student({
              atividades_realizadas: [
                { ...activity, id_atividade: 12, data: '2026-11-20', titulo: 'Retorno sobre a próxima turma', nome_usuario: 'Vera Vendas' },
                { ...activity, id_atividade: 9, data: '2026-10-02', titulo: 'Ligação de boas-vindas', nome_usuario: 'Ana Admin' },
              ],
            }),
          ],
          { 'X-Total-Count': '1' },
        ),
    });
    Element.prototype.scrollIntoView = jest.fn();
    renderScreen(<StudentsPage />, { user: sessionUser(['student']), path: '/student?studentId=31' });
    const panel = await screen.findByTestId('student-detail', {}, { timeout: 2500 });
    expect(
      within(panel)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Interesses', 'Turmas', 'Atividades Realizadas', 'Observações', 'Documentos', 'Contato para marketing']);
    const lines = within(panel)
      .getAllByTestId('student-activity')
      .map((line) => line.textContent);
    expect(lines).toEqual([
      '20/11/2026 — Contato com Aluno — Retorno sobre a próxima turmaResponsável: Vera Vendas · Status: Concluído',
      '02/10/2026 — Contato com Aluno — Ligação de boas-vindasResponsável: Ana Admin · Status: Concluído',
    ]);
  });

  it('removes a document after confirmation with PUT /api/students/{id}/files', async () => {
    const ui = userEvent.setup();
    const calls = mockApi({
      'GET /api/students': () => json(200, [student({})], { 'X-Total-Count': '1' }),
      'PUT /api/students/31/files': () => json(200, { documentos: [], documentos_detalhes: [] }),
    });
    renderScreen(<StudentsPage />, { user: sessionUser(['student', 'student_update']), path: '/student?studentType=student' });
    await screen.findByText('Júlia Araújo');
    await ui.click(screen.getByRole('button', { name: 'Expandir' }));
    await ui.click(await screen.findByRole('button', { name: 'Excluir documento RG frente.pdf' }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm.textContent).toContain('Deseja realmente excluir este documento?');
    await ui.click(within(confirm).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Atualizado com sucesso!')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({ url: '/api/students/31/files', body: { documentos: [] } });
  });

  it('uploads files for the selected student and says so', async () => {
    const ui = userEvent.setup();
    const calls = mockApi({
      'GET /api/students': () => json(200, [student({})], { 'X-Total-Count': '1' }),
      'POST /api/students/uploadS3': () => json(201, { status: true, documentos: [] }),
    });
    renderScreen(<StudentsPage />, { user: sessionUser(['student', 'student_update']), path: '/student?studentType=student' });
    await screen.findByText('Júlia Araújo');
    expect(screen.getByRole('button', { name: 'Enviar Arquivos' }).hasAttribute('disabled')).toBe(true);
    await ui.click(screen.getByRole('checkbox', { name: 'Selecionar linha' }));
    await ui.click(screen.getByRole('button', { name: 'Enviar Arquivos' }));
    const input = screen.getByTestId('student-files-input') as HTMLInputElement;
    expect(input.multiple).toBe(true);
    await ui.upload(input, [
      new File(['%PDF-1.4'], 'a.pdf', { type: 'application/pdf' }),
      new File(['%PDF-1.4'], 'b.pdf', { type: 'application/pdf' }),
    ]);
    expect(await screen.findByText('Arquivos enviados com sucesso! Atualize a página, para visualizar.')).toBeTruthy();
    const upload = calls.find((c) => c.url === '/api/students/uploadS3')!;
    const form = upload.body as FormData;
    expect(form.get('studentId')).toBe('31');
    expect(form.getAll('file')).toHaveLength(2);
  });

  it("shows the server's reason when an upload is refused", async () => {
    const ui = userEvent.setup();
    mockApi({
      'GET /api/students': () => json(200, [student({})], { 'X-Total-Count': '1' }),
      'POST /api/students/uploadS3': () => json(415, { statusCode: 415, statusMsg: 'Tipo de arquivo não permitido. Envie PDF.' }),
    });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderScreen(<StudentsPage />, { user: sessionUser(['student', 'student_update']), path: '/student?studentType=student' });
    await screen.findByText('Júlia Araújo');
    await ui.click(screen.getByRole('checkbox', { name: 'Selecionar linha' }));
    await ui.click(screen.getByRole('button', { name: 'Enviar Arquivos' }));
    await ui.upload(screen.getByTestId('student-files-input') as HTMLInputElement, [
      new File(['MZ'], 'x.exe', { type: 'application/octet-stream' }),
    ]);
    expect(await screen.findByText('Tipo de arquivo não permitido. Envie PDF.')).toBeTruthy();
    expect(screen.queryByText('Erro ao enviar arquivo(s).')).toBeNull();
  });

  it("edits a student: every channel, the default password hint, and 'Dados do Aluno'", async () => {
    const ui = userEvent.setup();
    const calls = mockApi({
      'GET /api/students': () => json(200, [student({})], { 'X-Total-Count': '1' }),
      'GET /api/statusStudents': () => json(200, [{ id_status_aluno: 3, nome_status_aluno: 'Matriculado' }]),
      'GET /api/channelsStudents': () =>
        json(200, [
          { id_canal_aluno: 1, nome_canal_aluno: 'Site', status_ativo: true },
          { id_canal_aluno: 6, nome_canal_aluno: 'Panfleto', status_ativo: false },
        ]),
      'GET /api/trainings': () => json(200, []),
      'PATCH /api/students/31': (_url, body) => json(200, { ...student({}), ...(body as object) }),
    });
    renderScreen(<StudentsPage />, {
      user: sessionUser(['student', 'student_create', 'student_update']),
      path: '/student?studentType=student',
    });
    await screen.findByText('Júlia Araújo');
    await ui.click(screen.getByRole('checkbox', { name: 'Selecionar linha' }));
    await ui.click(screen.getByRole('button', { name: 'Editar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dados do Aluno' });
    expect(within(dialog).getByText(new RegExp(STUDENT_DEFAULT_PASSWORD.replace(/[#]/g, '\\#')))).toBeTruthy();
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: 'Canal' }).textContent).toBe('Panfleto'));
    expect((within(dialog).getByLabelText('Data de Nascimento', { selector: 'input' }) as HTMLInputElement).value).toBe('15/03/1990');
    expect(within(dialog).getByRole('textbox', { name: 'Observações' }).getAttribute('rows')).toBe('6');
    await ui.click(within(dialog).getByRole('checkbox', { name: 'Habilitar acesso ao Sistema' }));
    await ui.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Atualizado com sucesso!')).toBeTruthy();
    const patch = calls.find((c) => c.method === 'PATCH')!;
    expect(patch.body).toMatchObject({ possui_login: true, data_nasc: '15/03/1990', id_canal_aluno: 6, cpf: '529.982.247-25' });
  }, 40_000);
});
