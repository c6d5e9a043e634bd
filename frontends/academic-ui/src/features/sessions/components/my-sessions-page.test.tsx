import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockApi, renderScreen, sessionUser } from '../../../test/render-screen';
import { addDays, schoolToday } from '../session-calendar';
import { MySessionsPage } from './my-sessions-page';

const today = schoolToday();
const session = (id: number, data: string, inicio: string, extra: object = {}) => ({
  id,
  id_turma: 9,
  data,
  inicio,
  fim: '22:00',
  id_instrutor: 4,
  nome_instrutor: 'Instrutor Demo',
  status: 'Prevista',
  presencas_registradas: false,
  conflito: false,
  turma_conflito: null,
  nome_turma: 'Excel Noturno',
  id_treinamento: 1,
  nome_treinamento: 'Excel Avançado',
  ...extra,
});
const instructor = sessionUser(['class', 'class_update'], { id_usuario: 4, id_tipo_usuario: 4 });

describe('Minhas Aulas', () => {
  it("asks for the instructor's next 14 days and groups the sessions by day", async () => {
    const calls = mockApi({
      'GET /api/sessions': () =>
        json(200, [
          session(1, today, '19:00'),
          session(2, addDays(today, 2), '19:00', { conflito: true, turma_conflito: 'CPA-10 Manhã' }),
          session(3, today, '08:00'),
        ]),
    });
    renderScreen(<MySessionsPage />, { user: instructor, path: '/minhas-aulas' });
    const days = await screen.findAllByTestId('session-day');
    expect(days).toHaveLength(2);
    expect(within(days[0]!).getByRole('heading').textContent).toMatch(/^Hoje, /);
    expect(
      within(days[0]!)
        .getAllByTestId('session-card')
        .map((card) => card.textContent?.slice(0, 11)),
    ).toEqual(['08:00–22:00', '19:00–22:00']);
    const conflict = within(days[1]!).getByTestId('session-card');
    expect(conflict.getAttribute('data-conflict')).toBe('true');
    expect(conflict.textContent).toContain('Conflito: o instrutor tem aula da turma CPA-10 Manhã no mesmo horário.');
    const url = new URL(calls.find((call) => call.url.startsWith('/api/sessions'))!.url, 'http://localhost');
    expect(url.searchParams.get('de')).toBe(today);
    expect(url.searchParams.get('ate')).toBe(addDays(today, 14));
    expect(url.searchParams.get('id_instrutor')).toBe('4');
  });

  it("marks attendance with one tap per student, 'Marcar todos presentes', and shows the server's refusal", async () => {
    const ui = userEvent.setup();
    const attendance = {
      aula: session(1, today, '19:00'),
      alunos: [
        { id_aluno: 11, nome_aluno: 'Ana Pereira', presenca: null },
        { id_aluno: 12, nome_aluno: 'João Lima', presenca: null },
      ],
    };
    let answer = 200;
    const calls = mockApi({
      'GET /api/sessions': () => json(200, [session(1, today, '19:00')]),
      'GET /api/sessions/1/attendance': () => json(200, attendance),
      'PUT /api/sessions/1/attendance': (_url, body) =>
        answer === 200
          ? json(200, { ...attendance, alunos: attendance.alunos.map((a) => ({ ...a, presenca: 'P' })), body })
          : json(409, { statusCode: 409, statusMsg: 'A presença de uma aula futura não pode ser registrada.' }),
    });
    renderScreen(<MySessionsPage />, { user: instructor, path: '/minhas-aulas' });
    await ui.click(await screen.findByTestId('session-card'));
    const students = await screen.findAllByTestId('attendance-student');
    await ui.click(within(students[1]!).getByRole('button', { name: 'Ausente' }));
    expect(students[1]!.getAttribute('data-mark')).toBe('A');
    await ui.click(screen.getByRole('button', { name: 'Marcar todos presentes' }));
    expect(screen.getAllByTestId('attendance-student').map((row) => row.getAttribute('data-mark'))).toEqual(['P', 'P']);
    await ui.click(within(screen.getAllByTestId('attendance-student')[0]!).getByRole('button', { name: 'Justificada' }));
    answer = 409;
    await ui.click(screen.getByRole('button', { name: 'Salvar' }));
    expect((await screen.findByTestId('attendance-error')).textContent).toBe('A presença de uma aula futura não pode ser registrada.');
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual([
      { id_aluno: 11, presenca: 'J' },
      { id_aluno: 12, presenca: 'P' },
    ]);
    // Leaving with marks not saved asks first.
    await ui.click(screen.getByRole('button', { name: 'Voltar' }));
    const ask = await screen.findByRole('dialog', { name: 'Descartar alterações?' });
    await ui.click(within(ask).getByRole('button', { name: 'Continuar editando' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    answer = 200;
    await ui.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Presença salva com sucesso!')).toBeTruthy();
    expect(screen.getAllByTestId('attendance-student').map((row) => row.getAttribute('data-mark'))).toEqual(['P', 'P']);
  }, 40_000);
});
