import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockApi, renderScreen, sessionUser } from '../../../test/render-screen';
import { schoolToday, monthGridOf, weekOf } from '../session-calendar';
import { AgendaPage } from './agenda-page';

const today = schoolToday();
const session = (id: number, extra: object = {}) => ({
  id,
  id_turma: 9,
  data: today,
  inicio: '19:00',
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
const staff = sessionUser(['class', 'class_update', 'training']);

describe('Agenda', () => {
  it('shows the week, conflicts in red naming the other class, and opens a session and its attendance', async () => {
    const ui = userEvent.setup();
    const calls = mockApi({
      'GET /api/sessions': () =>
        json(200, [session(1), session(2, { id: 2, inicio: '08:00', fim: '12:00', conflito: true, turma_conflito: 'CPA-10 Manhã' })]),
      'GET /api/trainings': () => json(200, [{ id: 1, nome_treinamento: 'Excel Avançado' }]),
      'GET /api/trainings/instructors': () => json(200, [{ id_usuario: 4, nome: 'Instrutor Demo', id_tipo_usuario: 4 }]),
      'GET /api/sessions/1/attendance': () => json(200, { aula: session(1), alunos: [] }),
    });
    renderScreen(<AgendaPage />, { user: staff, path: '/agenda' });
    const blocks = await screen.findAllByTestId('agenda-session');
    expect(blocks.map((block) => block.getAttribute('data-conflict'))).toEqual(['true', 'false']);
    expect(blocks[0]!.textContent).toContain('Conflito com CPA-10 Manhã');
    const week = weekOf(today);
    const first = new URL(calls.find((call) => call.url.startsWith('/api/sessions'))!.url, 'http://localhost');
    expect([first.searchParams.get('de'), first.searchParams.get('ate')]).toEqual([week.de, week.ate]);

    await ui.click(blocks[1]!);
    const dialog = await screen.findByRole('dialog', { name: 'Excel Noturno' });
    expect(dialog.textContent).toContain('19:00–22:00');
    expect(dialog.textContent).toContain('Instrutor Demo');
    await ui.click(within(dialog).getByRole('button', { name: 'Registrar presença' }));
    expect(await screen.findByTestId('attendance-screen')).toBeTruthy();
    expect(await screen.findByText('Nenhum aluno nesta turma.')).toBeTruthy();
  });

  it('asks the server for the month and for the chosen instructor', async () => {
    const ui = userEvent.setup();
    const calls = mockApi({
      'GET /api/sessions': () => json(200, [session(1)]),
      'GET /api/trainings': () => json(200, []),
      'GET /api/trainings/instructors': () => json(200, [{ id_usuario: 4, nome: 'Instrutor Demo', id_tipo_usuario: 4 }]),
    });
    renderScreen(<AgendaPage />, { user: staff, path: '/agenda' });
    await screen.findAllByTestId('agenda-session');
    await ui.click(screen.getByRole('button', { name: 'Mês' }));
    await screen.findByTestId('agenda-month');
    const grid = monthGridOf(today);
    await screen.findAllByTestId('agenda-session');
    expect(calls.some((call) => call.url === `/api/sessions?de=${grid.de}&ate=${grid.ate}`)).toBe(true);
    await ui.click(screen.getByRole('combobox', { name: 'Instrutor' }));
    await ui.click(await screen.findByRole('option', { name: 'Instrutor Demo' }));
    await screen.findAllByTestId('agenda-session');
    expect(calls.some((call) => call.url === `/api/sessions?de=${grid.de}&ate=${grid.ate}&id_instrutor=4`)).toBe(true);
  });
});
