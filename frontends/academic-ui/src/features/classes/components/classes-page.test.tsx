import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ClassEnrolmentEntry, ClassRow } from '@treina/contracts';
import { json, mockApi, renderScreen, sessionUser } from '../../../test/render-screen';
import { ClassesPage } from './classes-page';

const entry = (extra: Partial<ClassEnrolmentEntry>): ClassEnrolmentEntry => ({
  id: 1,
  id_aluno: 50,
  nome_aluno: 'Ana Souza',
  id_inscricao: 3,
  nome_status_inscricao: 'Pago',
  id_forma_pagto: 3,
  nome_forma_pagto: 'PIX',
  valor_pago: 1490,
  cod_pagto: 'PIX-1',
  cci: 'mf3k',
  data_hora_inclusao: '2026-03-01T12:00:00',
  data_hora_pagamento: '2026-03-02T12:00:00',
  data_hora_cancelamento: null,
  gera_comissao: true,
  libera_conteudo: true,
  id_status_contrato_aluno: null,
  id_turma_origem: null,
  parcelas: 1,
  desconto: null,
  primeiro_vencimento: null,
  ...extra,
});

const classRow = (extra: Partial<ClassRow>): ClassRow => ({
  id: 7,
  dias_semana: [1, 2, 3, 4, 5],
  valor: null,
  id_treinamento: 6,
  nome_treinamento: 'CPA-10',
  data_inicio: '2026-04-06',
  data_fim: '2026-04-10',
  id_status_turma: 2,
  nome_status_turma: 'Em Andamento',
  id_periodo_turma: 1,
  nome_periodo_turma: 'Noturno',
  id_instrutor: 4,
  nome_instrutor: 'Instrutora',
  desc_turma: null,
  gera_comissao: true,
  count_alunos: 1,
  vagas: null,
  vagas_livres: null,
  alunos: [
    entry({}),
    entry({
      id: 2,
      id_aluno: 51,
      nome_aluno: 'Bruno Lima',
      id_inscricao: 6,
      nome_status_inscricao: 'Solicitação de Transferência',
      data_hora_pagamento: null,
      data_hora_cancelamento: '2026-03-05T12:00:00',
      libera_conteudo: false,
    }),
  ],
  materiais: [{ id: 3, nome_material: 'Apostila CPA-10', url: '/api/files/material-1.pdf' }],
  ...extra,
});

const training = (id: number, nome_treinamento: string) => ({
  id,
  nome_treinamento,
  id_instrutor: null,
  nome_instrutor: null,
  id_material: [],
  id_status_treinamento: 1,
  nome_status_treinamento: 'Ativo',
});

describe('Turmas', () => {
  it('lists classes for staff from the server, newest first, with the Alunos count and buttons per permission', async () => {
    const calls = mockApi({
      'GET /api/classes': () =>
        json(200, [classRow({}), classRow({ id: 8, alunos: [], count_alunos: 0, id_treinamento: 1, nome_treinamento: 'Excel' })], {
          'X-Total-Count': '2',
        }),
    });
    renderScreen(<ClassesPage />, { user: sessionUser(['class', 'class_update']), path: '/class' });
    await screen.findByText('Excel');
    expect(calls[0]!.url).toBe('/api/classes?page=1&pageSize=15&sort=-data_inicio');
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(expect.arrayContaining(['Treinamento', 'Instrutor', 'Início', 'Término', 'Período', 'Status', 'Alunos']));
    expect(screen.getByText('1 aluno(s)')).toBeTruthy();
    expect(screen.getByText('-')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Nova Turma' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Editar' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Excluir' })).toBeNull();
  });

  it('filters every column on the server: the dates by any piece of DD/MM/YYYY, Alunos by the count typed', async () => {
    const ui = userEvent.setup({ delay: null });
    const calls = mockApi({ 'GET /api/classes': () => json(200, [classRow({})], { 'X-Total-Count': '1' }) });
    renderScreen(<ClassesPage />, { user: sessionUser(['class']), path: '/class' });
    await screen.findByText('CPA-10');
    await ui.click(screen.getByRole('button', { name: 'Mostrar/ocultar filtros' }));
    for (const header of ['Treinamento', 'Instrutor', 'Início', 'Término', 'Período', 'Status', 'Alunos']) {
      expect(screen.getByRole('textbox', { name: `Filtrar por ${header}` })).toBeTruthy();
    }
    await ui.type(screen.getByRole('textbox', { name: 'Filtrar por Início' }), '04/2026');
    await ui.type(screen.getByRole('textbox', { name: 'Filtrar por Alunos' }), '1 aluno');
    await waitFor(() => {
      const url = new URL(calls[calls.length - 1]!.url, 'http://localhost');
      expect(url.searchParams.get('filter.data_inicio')).toBe('04/2026');
      expect(url.searchParams.get('filter.count_alunos')).toBe('1');
    });
  });

  it('shows the students in the staff detail panel, linking to them, transfer requests dimmed with their date labelled Transferência', async () => {
    const ui = userEvent.setup();
    mockApi({ 'GET /api/classes': () => json(200, [classRow({})], { 'X-Total-Count': '1' }) });
    renderScreen(<ClassesPage />, { user: sessionUser(['class']), path: '/class' });
    await screen.findByText('CPA-10');
    await ui.click(screen.getByRole('button', { name: 'Expandir' }));
    const panel = await screen.findByTestId('detail-panel');
    const [paid, transfer] = within(panel).getAllByTestId('class-student');
    expect(within(paid!).getByRole('link', { name: 'Ana Souza' }).getAttribute('href')).toBe('/student?studentId=50');
    expect(paid!.textContent).toContain('Liberado');
    expect(paid!.textContent).toContain('Valor: R$ 1.490,00');
    expect(paid!.getAttribute('data-dimmed')).toBe('false');
    expect(transfer!.textContent).toContain('A liberar');
    expect(transfer!.textContent).toContain('Transferência: 05/03/2026');
    expect(transfer!.getAttribute('data-dimmed')).toBe('true');
    // 'Simulados' is for staff who may manage exams.
    expect(within(panel).queryByTestId('simulados-link')).toBeNull();
    expect(within(panel).queryByText('Apostila CPA-10')).toBeNull();
  });

  it("links staff holding exams to the training's exams from the class panel", async () => {
    const ui = userEvent.setup();
    mockApi({ 'GET /api/classes': () => json(200, [classRow({})], { 'X-Total-Count': '1' }) });
    renderScreen(<ClassesPage />, { user: sessionUser(['class', 'exams']), path: '/class' });
    await screen.findByText('CPA-10');
    await ui.click(screen.getByRole('button', { name: 'Expandir' }));
    const panel = await screen.findByTestId('detail-panel');
    expect(within(panel).getByTestId('simulados-link').getAttribute('href')).toBe('/simulados?filter.id_treinamento=6');
  });

  it('opens the first row of ?classId= after about a second', async () => {
    const calls = mockApi({ 'GET /api/classes': () => json(200, [classRow({ id_treinamento: 2 })]) });
    renderScreen(<ClassesPage />, { user: sessionUser(['class']), path: '/class?classId=7' });
    await screen.findByText('CPA-10');
    expect(calls[0]!.url).toBe('/api/classes?classId=7');
    expect(screen.queryByTestId('detail-panel')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('detail-panel')).toBeTruthy(), { timeout: 2500 });
    expect(screen.queryByTestId('simulados-link')).toBeNull();
  });

  it("shows a student only its classes' materials, without the Alunos column, the student list or any button", async () => {
    const ui = userEvent.setup();
    const mine = classRow({ count_alunos: null, alunos: [entry({})] });
    const calls = mockApi({ 'GET /api/classes': () => json(200, [mine]) });
    renderScreen(<ClassesPage />, { user: sessionUser(['class'], { id_tipo_usuario: 6, id_aluno: 50 }), path: '/class' });
    await screen.findByText('CPA-10');
    expect(calls.filter((call) => call.url.startsWith('/api/classes')).map((call) => call.url)).toEqual(['/api/classes']);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).not.toContain('Alunos');
    expect(screen.queryByRole('button', { name: 'Nova Turma' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Exportar como CSV' })).toBeNull();
    await ui.click(screen.getByRole('button', { name: 'Expandir' }));
    const panel = await screen.findByTestId('detail-panel');
    const material = within(panel).getByRole('link', { name: 'Apostila CPA-10' });
    expect(material.getAttribute('href')).toBe('/api/files/material-1.pdf');
    expect(material.getAttribute('target')).toBe('_blank');
    expect(within(panel).queryByText('Ana Souza')).toBeNull();
    // 'Simulados' opens the student's exams of the class's training, in the product (no static page).
    const simulados = within(panel).getByTestId('simulados-link');
    expect(simulados.getAttribute('href')).toBe('/meus-simulados?treinamento=6');
    expect(simulados.getAttribute('target')).toBeNull();
  });

  it("shows a student their own 'Frequência' in the class, in red below the training's minimum", async () => {
    const ui = userEvent.setup();
    const mine = classRow({ count_alunos: null, alunos: [entry({})] });
    const calls = mockApi({
      'GET /api/classes': () => json(200, [mine]),
      'GET /api/students/50/attendance': () =>
        json(200, [
          {
            id_turma: mine.id,
            nome_turma: 'CPA-10',
            nome_treinamento: 'CPA-10',
            aulas: 8,
            presencas: 5,
            faltas: 3,
            justificadas: 0,
            percentual: 62.5,
            frequencia_minima: 75,
          },
        ]),
    });
    renderScreen(<ClassesPage />, { user: sessionUser(['class'], { id_tipo_usuario: 6, id_aluno: 50 }), path: '/class' });
    await screen.findByText('CPA-10');
    await ui.click(screen.getByRole('button', { name: 'Expandir' }));
    const own = await screen.findByTestId('own-attendance');
    expect(own.textContent).toContain('62,5%');
    expect(own.textContent).toContain('abaixo do mínimo 75,0%');
    expect(own.textContent).toContain('8 aulas · 5 presenças · 3 faltas · 0 justificadas');
    expect(own.getAttribute('data-below-minimum')).toBe('true');
    expect(calls.filter((call) => call.url.startsWith('/api/students/')).map((call) => call.url)).toEqual(['/api/students/50/attendance']);
  });

  it("asks for the form's lists only once the rows are on screen, and the opened form offers them without asking again", async () => {
    const ui = userEvent.setup();
    const rowsShownWhenAsked: Record<string, boolean> = {};
    const list = (path: string, body: unknown) => () => {
      rowsShownWhenAsked[path] = screen.queryByText('CPA-10') !== null;
      return json(200, body);
    };
    const calls = mockApi({
      'GET /api/classes': () => json(200, [classRow({})], { 'X-Total-Count': '1' }),
      'GET /api/trainings': list('/api/trainings', [training(6, 'CPA-10'), training(9, 'CPA-20')]),
      'GET /api/trainings/instructors': list('/api/trainings/instructors', [{ id_usuario: 4, nome: 'Instrutora', id_tipo_usuario: 4 }]),
      'GET /api/statusClass': list('/api/statusClass', [{ id_status_turma: 1, nome_status_turma: 'Aberta' }]),
      'GET /api/statusSubscriptions': list('/api/statusSubscriptions', [{ id_status_inscricao: 3, nome_status_inscricao: 'Pago' }]),
      'GET /api/paymentMethods': list('/api/paymentMethods', [{ id_forma_pagto: 3, nome_forma_pagto: 'PIX' }]),
    });
    renderScreen(<ClassesPage />, { user: sessionUser(['class', 'class_create']), path: '/class' });
    await screen.findByText('CPA-10');
    await waitFor(() => expect(Object.keys(rowsShownWhenAsked)).toHaveLength(5));
    // Asked for while the page was drawing its first rows, each answer drew the page and its table again.
    expect(rowsShownWhenAsked).toEqual({
      '/api/trainings': true,
      '/api/trainings/instructors': true,
      '/api/statusClass': true,
      '/api/statusSubscriptions': true,
      '/api/paymentMethods': true,
    });
    const asked = calls.length;
    await ui.click(screen.getByRole('button', { name: 'Nova Turma' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dados da Turma' });
    await ui.click(within(dialog).getByRole('combobox', { name: /Treinamento/ }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['CPA-10', 'CPA-20']);
    expect(calls.slice(asked).filter((call) => call.method === 'GET')).toEqual([]);
  }, 40_000);

  it("shows the server's refusal text when saving a class fails with a 409", async () => {
    const ui = userEvent.setup();
    mockApi({
      'GET /api/classes': () => json(200, [classRow({ id_status_turma: 4, nome_status_turma: 'Concluída' })], { 'X-Total-Count': '1' }),
      'GET /api/trainings': () => json(200, [training(6, 'CPA-10')]),
      'GET /api/trainings/instructors': () => json(200, [{ id_usuario: 4, nome: 'Instrutora', id_tipo_usuario: 4 }]),
      'GET /api/statusClass': () =>
        json(200, [
          { id_status_turma: 1, nome_status_turma: 'Aberta' },
          { id_status_turma: 4, nome_status_turma: 'Concluída' },
        ]),
      'GET /api/statusSubscriptions': () => json(200, [{ id_status_inscricao: 3, nome_status_inscricao: 'Pago' }]),
      'GET /api/paymentMethods': () => json(200, [{ id_forma_pagto: 3, nome_forma_pagto: 'PIX' }]),
      'PATCH /api/classes/7': () =>
        json(409, { statusCode: 409, statusMsg: 'A turma está finalizada: não é possível alterar os seus alunos.' }),
    });
    renderScreen(<ClassesPage />, { user: sessionUser(['class', 'class_update']), path: '/class' });
    await screen.findByText('CPA-10');
    await ui.click(screen.getByRole('checkbox', { name: 'Selecionar linha' }));
    await ui.click(screen.getByRole('button', { name: 'Editar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dados da Turma' });
    // Finished: the student section is locked; the instructor stays selectable without the users list.
    expect(within(dialog).getByTestId('students-locked')).toBeTruthy();
    expect(within(dialog).getByRole('combobox', { name: 'Instrutor' }).textContent).toBe('Instrutora');
    await ui.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('A turma está finalizada: não é possível alterar os seus alunos.')).toBeTruthy();
  }, 40_000);

  it("'Salvar' takes a student filled in and not added, and stops naming the field an incomplete one lacks", async () => {
    const ui = userEvent.setup();
    const calls = mockApi({
      'GET /api/classes': () => json(200, [classRow({ id_status_turma: 1, nome_status_turma: 'Aberta' })], { 'X-Total-Count': '1' }),
      'GET /api/trainings': () => json(200, [training(6, 'CPA-10')]),
      'GET /api/trainings/instructors': () => json(200, [{ id_usuario: 4, nome: 'Instrutora', id_tipo_usuario: 4 }]),
      'GET /api/statusClass': () => json(200, [{ id_status_turma: 1, nome_status_turma: 'Aberta' }]),
      'GET /api/statusSubscriptions': () =>
        json(200, [
          { id_status_inscricao: 1, nome_status_inscricao: 'Inscrito' },
          { id_status_inscricao: 3, nome_status_inscricao: 'Pago' },
        ]),
      'GET /api/paymentMethods': () => json(200, [{ id_forma_pagto: 3, nome_forma_pagto: 'PIX' }]),
      'GET /api/students': () => json(200, [{ id: 60, nome_aluno: 'Carla Dias', email: 'carla@exemplo.com', turmas: [] }]),
      'PATCH /api/classes/7': () => json(200, classRow({})),
    });
    renderScreen(<ClassesPage />, { user: sessionUser(['class', 'class_update']), path: '/class' });
    await screen.findByText('CPA-10');
    await ui.click(screen.getByRole('checkbox', { name: 'Selecionar linha' }));
    await ui.click(screen.getByRole('button', { name: 'Editar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dados da Turma' });
    const add = within(dialog).getByRole('group', { name: 'Adicionar aluno' });
    await ui.type(within(add).getByRole('combobox', { name: 'Nome do Aluno' }), 'Car');
    await ui.click(await screen.findByRole('option', { name: 'Carla Dias (carla@exemplo.com)' }, { timeout: 3000 }));

    await ui.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(
      await screen.findByText("Aluno não adicionado. Preencha: Status da Inscrição (ou clique em 'Limpar' na linha 'Adicionar aluno')."),
    ).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PATCH')).toEqual([]);

    await ui.click(within(add).getByRole('combobox', { name: 'Status da Inscrição' }));
    await ui.click(await screen.findByRole('option', { name: 'Pago' }));
    await ui.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Turma atualizada com sucesso!')).toBeTruthy();
    const [patch] = calls.filter((call) => call.method === 'PATCH');
    expect((patch!.body as { alunos: unknown[] }).alunos).toEqual([
      expect.objectContaining({ id: 1, id_aluno: 50 }),
      expect.objectContaining({ id: 2, id_aluno: 51 }),
      expect.objectContaining({ id_aluno: 60, id_inscricao: 3, gera_comissao: true, libera_conteudo: false }),
    ]);
  }, 40_000);

  it("edits 'Dias da Semana': the class's days checked, none refused in Portuguese, the days sent in week order", async () => {
    const ui = userEvent.setup();
    const calls = mockApi({
      'GET /api/classes': () =>
        json(200, [classRow({ id_status_turma: 1, nome_status_turma: 'Aberta', dias_semana: [2, 4] })], { 'X-Total-Count': '1' }),
      'GET /api/trainings': () => json(200, [training(6, 'CPA-10')]),
      'GET /api/trainings/instructors': () => json(200, [{ id_usuario: 4, nome: 'Instrutora', id_tipo_usuario: 4 }]),
      'GET /api/statusClass': () => json(200, [{ id_status_turma: 1, nome_status_turma: 'Aberta' }]),
      'GET /api/statusSubscriptions': () => json(200, [{ id_status_inscricao: 3, nome_status_inscricao: 'Pago' }]),
      'GET /api/paymentMethods': () => json(200, [{ id_forma_pagto: 3, nome_forma_pagto: 'PIX' }]),
      'PATCH /api/classes/7': () => json(200, classRow({})),
    });
    renderScreen(<ClassesPage />, { user: sessionUser(['class', 'class_update']), path: '/class' });
    await screen.findByText('CPA-10');
    await ui.click(screen.getByRole('checkbox', { name: 'Selecionar linha' }));
    await ui.click(screen.getByRole('button', { name: 'Editar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dados da Turma' });
    const days = within(dialog).getByRole('group', { name: /Dias da Semana/ });
    const day = (name: string) => within(days).getByRole('checkbox', { name }) as HTMLInputElement;
    expect(['Seg', 'Ter', 'Qua', 'Qui', 'Sex', 'Sáb', 'Dom'].filter((name) => day(name).checked)).toEqual(['Ter', 'Qui']);

    await ui.click(day('Ter'));
    await ui.click(day('Qui'));
    await ui.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('Escolha ao menos um dia da semana.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PATCH')).toEqual([]);

    await ui.click(day('Sáb'));
    await ui.click(day('Seg'));
    await ui.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Turma atualizada com sucesso!')).toBeTruthy();
    const [patch] = calls.filter((call) => call.method === 'PATCH');
    expect((patch!.body as { dias_semana: number[] }).dias_semana).toEqual([1, 6]);
  }, 40_000);
});
