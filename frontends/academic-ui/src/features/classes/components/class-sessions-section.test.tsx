import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockApi, renderScreen, sessionUser } from '../../../test/render-screen';
import { ClassAttendanceSection, ClassSessionsSection } from './class-sessions-section';

const session = (id: number, data: string, extra: object = {}) => ({
  id,
  id_turma: 7,
  data,
  inicio: '19:00',
  fim: '22:00',
  id_instrutor: 4,
  nome_instrutor: 'Instrutor Demo',
  status: 'Prevista',
  presencas_registradas: false,
  conflito: false,
  turma_conflito: null,
  ...extra,
});

describe("a class's sessions and attendance (detail panel)", () => {
  it('lists the sessions, conflicts in red naming the other class, and the planned hours without cancelled ones', async () => {
    const ui = userEvent.setup();
    const rows = [
      session(1, '2026-11-30'),
      session(2, '2026-12-01', { conflito: true, turma_conflito: 'CPA-10 Manhã' }),
      session(3, '2026-12-02', { status: 'Cancelada' }),
      ...Array.from({ length: 8 }, (_, index) => session(10 + index, `2026-12-${String(3 + index).padStart(2, '0')}`, { fim: '20:30' })),
    ];
    mockApi({ 'GET /api/classes/7/sessions': () => json(200, rows) });
    renderScreen(<ClassSessionsSection classId={7} workload={20} />, { user: sessionUser(['class']), path: '/class' });
    expect((await screen.findByTestId('class-planned-hours')).textContent).toBe('Carga planejada: 18h de 20h do treinamento · 11 aula(s)');
    const shown = screen.getAllByTestId('class-session');
    expect(shown).toHaveLength(8);
    expect(shown[0]!.textContent).toContain('seg, 30/11/2026 · 19:00–22:00 · Instrutor Demo · Prevista');
    expect(shown[1]!.getAttribute('data-conflict')).toBe('true');
    expect(shown[1]!.textContent).toContain('Conflito: o instrutor tem aula da turma CPA-10 Manhã no mesmo horário.');
    await ui.click(screen.getByRole('button', { name: 'Mostrar todas as 11 aulas' }));
    expect(screen.getAllByTestId('class-session')).toHaveLength(11);
  });

  it("shows each student's attendance with one decimal and a comma, in red below the training's minimum", async () => {
    mockApi({
      'GET /api/classes/7/attendance': () =>
        json(200, [
          { id_aluno: 1, nome_aluno: 'Ana Pereira', aulas: 8, presencas: 5, faltas: 3, justificadas: 0, percentual: 62.5 },
          { id_aluno: 2, nome_aluno: 'João Lima', aulas: 8, presencas: 8, faltas: 0, justificadas: 1, percentual: 100 },
        ]),
    });
    renderScreen(<ClassAttendanceSection classId={7} minimum={75} />, { user: sessionUser(['class']), path: '/class' });
    expect(await screen.findByRole('heading', { name: 'Frequência (mínima: 75%)' })).toBeTruthy();
    const rows = await screen.findAllByTestId('class-attendance-row');
    expect(rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent))).toEqual([
      ['Ana Pereira', '8', '5', '3', '0', '62,5%'],
      ['João Lima', '8', '8', '0', '1', '100,0%'],
    ]);
    expect(rows.map((row) => row.querySelector('[data-below-minimum]')?.getAttribute('data-below-minimum'))).toEqual(['true', 'false']);
  });
});
